'use client';

import { AdminApp } from '@aula/editor/admin';
import { defaultLocale, isLocale } from '@aula/routing';
import { useParams } from 'next/navigation';

/**
 * DESIGN.md 9: the change page of an entry that does not exist, with status 404 (the page calls
 * `notFound()` only when the prefetch found the entry missing): the admin app on the same path,
 * which shows its translated "not found" state in the admin's shell at once (no second load).
 */
export default function AdminNotFound() {
  const { lang = '', path = [] } = useParams<{ lang?: string; path?: string[] }>();
  return <AdminApp locale={isLocale(lang) ? lang : defaultLocale} path={path} query={{}} missing />;
}
