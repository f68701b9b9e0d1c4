'use client';

import type { Locale } from '@aula/routing';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loginHref } from './login-href';
import styles from './LoginRequiredGate.module.css';

const noSubscription = () => () => undefined;

/** This address when it asks for edit mode (`?edit`), else null. */
function editTarget(): string | null {
  return new URLSearchParams(window.location.search).has('edit')
    ? `${window.location.pathname}${window.location.search}`
    : null;
}

/**
 * spec 2/4: `?edit` without a login shows the login-required modal, which leads to the login
 * page and back here afterwards. Read in the browser, so visitor pages stay cached whatever
 * their query; it holds no editor code.
 */
/** The modal's texts, resolved on the server so the message catalogue never ships to visitors. */
export interface LoginRequiredTexts {
  title: string;
  text: string;
  action: string;
  close: string;
}

export function LoginRequiredGate({
  locale,
  loginPath,
  texts,
}: {
  locale: Locale;
  /** The login page's path (`loginPath`), from the server: the admin route table stays there. */
  loginPath: string;
  texts: LoginRequiredTexts;
}) {
  const target = useSyncExternalStore(noSubscription, editTarget, () => null);
  const [closed, setClosed] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (target && !closed && ref.current && !ref.current.open) ref.current.showModal();
  }, [target, closed]);

  if (!target || closed) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="aula-login-required-title"
      onClose={() => setClosed(true)}
      data-aula-login-required=""
    >
      <h2 id="aula-login-required-title">{texts.title}</h2>
      <p>{texts.text}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={loginHref(loginPath, locale, target)}>
          {texts.action}
        </a>
        <form method="dialog">
          <button type="submit" className={styles.button}>
            {texts.close}
          </button>
        </form>
      </div>
    </dialog>
  );
}
