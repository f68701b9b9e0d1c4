import { HttpError, ValidationError, type ApiClient, type User } from '@aula/api-client';
import { isMessageKey, t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useId, useState, type FormEvent } from 'react';
import styles from './LoginForm.module.css';

export interface LoginFormProps {
  locale: Locale;
  client: ApiClient;
  /** After a successful login, with the user endpoint's answer. */
  onLoggedIn(user: User): void;
}

type Failure = {
  form: MessageKey | null;
  fields: Partial<Record<'username' | 'password', MessageKey>>;
};
const none: Failure = { form: null, fields: {} };

/** What a failed login shows: wrong credentials one message (no hint whether the account exists), 429 the limit. */
export function loginFailure(error: unknown): Failure {
  if (error instanceof ValidationError) {
    const fields: Failure['fields'] = {};
    for (const name of ['username', 'password'] as const) {
      const message = error.fieldErrors[name]?.[0];
      if (isMessageKey(message)) fields[name] = message;
    }
    return Object.keys(fields).length > 0
      ? { form: null, fields }
      : { form: 'editor.login.failed', fields };
  }
  if (error instanceof HttpError && error.status === 429)
    return { form: 'editor.login.rateLimited', fields: {} };
  return { form: 'editor.login.error', fields: {} };
}

/**
 * spec 6: the editor login, e-mail and password against the content API's login. The CSRF
 * cookie comes from the user endpoint first (it hands one out to a browser without).
 */
export function LoginForm({ locale, client, onLoggedIn }: LoginFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<Failure>(none);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await client.pageEditor.user(locale).catch(() => null);
      const user = await client.pageEditor.login(locale, {
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      setFailure(none);
      onLoggedIn(user);
    } catch (error) {
      setFailure(loginFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: 'username' | 'password',
    label: MessageKey,
    type: string,
    autoComplete: string,
  ) => {
    const message = failure.fields[name];
    return (
      <p className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{t(locale, label)}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
        />
        {message ? (
          <span id={`${id}-${name}-error`} className={styles.error}>
            {t(locale, message)}
          </span>
        ) : null}
      </p>
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy}
    >
      <div role="alert" className={styles.alert}>
        {failure.form ? <p>{t(locale, failure.form)}</p> : null}
      </div>
      {field('username', 'editor.login.email', 'email', 'username')}
      {field('password', 'editor.login.password', 'password', 'current-password')}
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? t(locale, 'editor.login.submitting') : t(locale, 'editor.login.submit')}
      </button>
    </form>
  );
}
