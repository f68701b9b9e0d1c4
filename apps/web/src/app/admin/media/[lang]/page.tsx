import { t } from '@aula/i18n';
import { defaultLocale, isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { contentApi } from '@web/content/content-api';
import { isEditor } from '@web/features/editing/is-editor';
import { loginUrl } from '@web/features/editor-shell/login-url';
import { MediaLibraryScreen } from './MediaLibraryScreen';

type Props = { params: Promise<{ lang: string }> };

const pageLocale = (lang: string) => (isLocale(lang) ? lang : defaultLocale);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).lang);
  return {
    title: `${t(locale, 'media.library.title')} | ${t(locale, 'site.shortName')}`,
    robots: { index: false, follow: false },
  };
}

/**
 * DESIGN.md 9: `/admin/media` (editors only, never cached): a visitor is sent to the login and
 * back.
 */
export default async function MediaPage({ params }: Props) {
  const locale = pageLocale((await params).lang);
  const jar = await cookies();
  if (!(await isEditor(contentApi(jar.toString()), locale)))
    redirect(loginUrl(locale, `/admin/media?lang=${locale}`));
  return <MediaLibraryScreen locale={locale} />;
}
