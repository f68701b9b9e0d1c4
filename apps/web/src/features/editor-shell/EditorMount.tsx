import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { editorSession } from '@web/features/editing/editor-session';
import { EditorIsland } from './EditorIsland';
import { LoginRequiredGate } from './LoginRequiredGate';
import { loginPath } from './login-url';

/**
 * DESIGN.md 8 (loading): for a confirmed editor (draft mode and the user endpoint's `logged`)
 * the client-only editor island; for everyone else only the small `?edit` gate (spec 2: edit
 * mode without login shows the login-required modal). Visitors never load editor code.
 */
export async function EditorMount({ locale }: { locale: Locale }) {
  const session = await editorSession(locale);
  const user = session ? await session.api.pageEditor.user(locale).catch(() => null) : null;
  if (user?.logged) return <EditorIsland locale={locale} user={user} />;
  const texts = {
    title: t(locale, 'editor.loginRequired.title'),
    text: t(locale, 'editor.loginRequired.text'),
    action: t(locale, 'editor.loginRequired.action'),
    close: t(locale, 'editor.dialog.close'),
  };
  return <LoginRequiredGate locale={locale} loginPath={loginPath} texts={texts} />;
}
