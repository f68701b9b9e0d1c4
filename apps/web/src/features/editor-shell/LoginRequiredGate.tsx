'use client';

import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useEffect, useRef, useState } from 'react';
import { loginUrl } from './login-url';
import styles from './LoginRequiredGate.module.css';

/**
 * spec 2/4: `?edit` without a login shows the login-required modal, which leads to the login
 * page and back here afterwards. Read in the browser, so visitor pages stay cached whatever
 * their query; it holds no editor code.
 */
export function LoginRequiredGate({ locale }: { locale: Locale }) {
  const [target, setTarget] = useState<string | null>(null);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('edit')) setTarget(`${window.location.pathname}${window.location.search}`);
  }, []);
  useEffect(() => {
    if (target && ref.current && !ref.current.open) ref.current.showModal();
  }, [target]);

  if (!target) return null;
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="aula-login-required-title" onClose={() => setTarget(null)} data-aula-login-required="">
      <h2 id="aula-login-required-title">{t(locale, 'editor.loginRequired.title')}</h2>
      <p>{t(locale, 'editor.loginRequired.text')}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={loginUrl(locale, target)} autoFocus>
          {t(locale, 'editor.loginRequired.action')}
        </a>
        <form method="dialog">
          <button type="submit" className={styles.button}>
            {t(locale, 'editor.dialog.close')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
