'use client';

import { defaultLocale, isLocale } from '@aula/routing';
import { useParams } from 'next/navigation';
import { AdminIsland } from './AdminIsland';

/**
 * DESIGN.md 9: the change page of an entry that does not exist, with status 404: the admin app
 * on the same path, which shows its translated "not found" state in the admin's shell.
 */
export default function AdminNotFound() {
  const { lang = '', path = [] } = useParams<{ lang?: string; path?: string[] }>();
  return <AdminIsland locale={isLocale(lang) ? lang : defaultLocale} path={path} query={{}} />;
}
