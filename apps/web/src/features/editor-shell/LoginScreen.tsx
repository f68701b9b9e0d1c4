'use client';

import { LoginForm, editorClient } from '@aula/editor';
import type { Locale } from '@aula/routing';
import { useMemo } from 'react';
import { editModeUrl } from '@web/features/editing/edit-mode-target';

/** The login form of `/admin/login`; after logging in, draft mode is switched on and the browser goes back to `next`. */
export function LoginScreen({ locale, next }: { locale: Locale; next: string }) {
  const client = useMemo(() => editorClient(), []);
  return <LoginForm locale={locale} client={client} onLoggedIn={() => window.location.assign(editModeUrl(next))} />;
}
