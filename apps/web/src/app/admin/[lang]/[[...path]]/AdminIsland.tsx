'use client';

import type { AdminAppProps } from '@aula/editor/admin';
import dynamic from 'next/dynamic';

// The editor library (and what it loads) reaches only the admin's browser, never a visitor page.
const AdminApp = dynamic(() => import('@aula/editor/admin').then((module) => module.AdminApp), {
  ssr: false,
  loading: () => <p role="status">…</p>,
});

/** The host's side of the admin area: loads the admin app of `@aula/editor` in the browser. */
export function AdminIsland(props: AdminAppProps) {
  return <AdminApp {...props} />;
}
