import type { ApiClient, User } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { Dialog } from '../dialog/Dialog';
import { text } from '../editor-text';
import { LoginForm } from './LoginForm';

export interface SessionDialogProps {
  locale: Locale;
  client: ApiClient;
  onLoggedIn(user: User): void;
  onCancel(): void;
}

/**
 * spec 4: a 401 in edit mode opens the login dialog. It opens above the section dialog, which
 * stays as it was (and is mirrored to session storage, with what it started from, so even a
 * reload or a closed tab's session restore brings it back: DESIGN.md 8, nothing typed is
 * lost): after logging in, save again.
 */
export function SessionDialog({ locale, client, onLoggedIn, onCancel }: SessionDialogProps) {
  return (
    <Dialog
      title={t(locale, 'editor.session.title')}
      closeLabel={t(locale, 'editor.dialog.close')}
      onCancel={onCancel}
      testId="aula-session-dialog"
    >
      <p>{t(locale, 'editor.session.text')}</p>
      <p>{text(locale, 'together.session.kept')}</p>
      <LoginForm locale={locale} client={client} onLoggedIn={onLoggedIn} />
    </Dialog>
  );
}
