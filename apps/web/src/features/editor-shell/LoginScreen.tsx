'use client';

import type { Locale } from '@aula/routing';
import dynamic from 'next/dynamic';
import { editModeUrl } from '@web/features/editing/edit-mode-target';

interface LoginScreenProps {
  locale: Locale;
  next: string;
}

// The form comes with the editor's chunk (the editor is only ever loaded lazily).
const EditorLogin = dynamic(
  async () => {
    const { LoginForm, editorClient } = await import('@aula/editor');
    const client = editorClient();
    return function EditorLogin({ locale, next }: LoginScreenProps) {
      return (
        <LoginForm
          locale={locale}
          client={client}
          onLoggedIn={() => window.location.assign(editModeUrl(next))}
        />
      );
    };
  },
  { ssr: false },
);

/** The login form of `/admin/login`; after logging in, draft mode is switched on and the browser goes back to `next`. */
export function LoginScreen(props: LoginScreenProps) {
  return <EditorLogin {...props} />;
}
