import { t } from '@aula/i18n';
import { defaultLocale, isLocale } from '@aula/routing';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { AdminIsland } from './AdminIsland';
import { isMissingEntry } from './missing-entry';

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
 * The admin area (`/admin/...`, DESIGN.md 9): the `@aula/editor` admin app for the path and query.
 */
export default async function AdminPage({ params, searchParams }: AdminPageProps) {
  const { lang, path = [] } = await params;
  const locale = isLocale(lang) ? lang : defaultLocale;
  // A change page of an entry that does not exist answers 404 (not-found.tsx: the same app).
  if (await isMissingEntry(locale, path, (await cookies()).toString())) notFound();
  const query = Object.fromEntries(
    Object.entries(await searchParams).map(([key, value]) => [
      key,
      Array.isArray(value) ? value[0] : value,
    ]),
  );
  return <AdminIsland locale={locale} path={path} query={query} />;
}
