import { t } from '@aula/i18n';
import { defaultLocale, isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { MediaLibraryPage } from '@aula/editor/admin';
import { contentApi } from '@web/content/content-api';
import { isEditor } from '@web/features/editing/is-editor';
import { loginUrl } from '@web/features/editor-shell/login-url';
import { prefetchMediaLibrary } from './prefetch-media-library';

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
 * back. An editor gets the library in the admin's shell, rendered on the server with its first
 * page (prefetched with the session, alongside the session check) and hydrated with the same data.
 */
export default async function MediaPage({ params }: Props) {
  const locale = pageLocale((await params).lang);
  const session = (await cookies()).toString();
  const [editor, prefetched] = await Promise.all([
    isEditor(contentApi(session), locale),
    prefetchMediaLibrary(locale, session),
  ]);
  if (!editor) redirect(loginUrl(locale, `/admin/media?lang=${locale}`));
  return <MediaLibraryPage locale={locale} prefetched={prefetched} />;
}
