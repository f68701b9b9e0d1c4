import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useAtomValue } from 'jotai';
import { alertsAtom } from '../state/editor-atoms';
import styles from './Alerts.module.css';

/**
 * spec 4/9: the editor's alerts in a live region (always in the page, so screen readers
 * announce what is added): success politely, errors as they are shown.
 */
export function Alerts({ locale }: { locale: Locale }) {
  const alerts = useAtomValue(alertsAtom);
  return (
    <div
      className={styles.region}
      role="status"
      aria-live="polite"
      aria-label={t(locale, 'editor.alerts.label')}
      data-aula-editor-alerts=""
    >
      {alerts.map((alert) => (
        <p
          key={alert.id}
          className={`${styles.alert} ${alert.kind === 'error' ? styles.error : styles.success}`}
          data-kind={alert.kind}
        >
          {alert.text}
        </p>
      ))}
    </div>
  );
}
