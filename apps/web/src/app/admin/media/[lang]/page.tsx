import { t } from '@aula/i18n';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { contentApi } from '@web/content/content-api';
import { isEditor } from '@web/features/editing/is-editor';
import { loginLocale } from '@web/features/editor-shell/login-locale';
import { loginUrl } from '@web/features/editor-shell/login-url';
import { MediaLibraryScreen } from './MediaLibraryScreen';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = loginLocale((await params).lang, null);
  return { title: `${t(locale, 'media.library.title')} | ${t(locale, 'site.shortName')}`, robots: { index: false, follow: false } };
}

/** Issue 15: `/admin/media` (editors only, never cached): a visitor is sent to the login and back. */
export default async function MediaPage({ params }: Props) {
  const locale = loginLocale((await params).lang, null);
  const jar = await cookies();
  if (!(await isEditor(contentApi(jar.toString()), locale))) redirect(loginUrl(locale, `/admin/media?lang=${locale}`));
  return <MediaLibraryScreen locale={locale} />;
}
