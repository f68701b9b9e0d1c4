import { t } from '@aula/i18n';
import { defaultLocale, isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { AdminApp } from '@aula/editor/admin';
import { prefetchAdminScreen } from './prefetch-admin-screen';

interface AdminPageProps {
  params: Promise<{ lang: string; path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// DESIGN.md 9: never cached; the proxy sends only requests with an editor session here.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: AdminPageProps): Promise<Metadata> {
  const { lang } = await params;
  return {
    title: t(isLocale(lang) ? lang : defaultLocale, 'admin.title'),
    robots: { index: false, follow: false },
  };
}

/**
 * The admin area (`/admin/...`, DESIGN.md 9): the `@aula/editor` admin app for the path and query,
 * rendered on the server with the screen's data (prefetched with the editor's session) and
 * hydrated in the browser with the same data.
 */
export default async function AdminPage({ params, searchParams }: AdminPageProps) {
  const { lang, path = [] } = await params;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const query = Object.fromEntries(
    Object.entries(await searchParams).map(([key, value]) => [
      key,
      Array.isArray(value) ? value[0] : value,
    ]),
  );
  const screen = await prefetchAdminScreen(locale, path, query, (await cookies()).toString());
  // A change page of an entry that does not exist answers 404 (not-found.tsx: the same app).
  if (screen.missing) notFound();
  return <AdminApp locale={locale} path={path} query={query} prefetched={screen.state} />;
}
