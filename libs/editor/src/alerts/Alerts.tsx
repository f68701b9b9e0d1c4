import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { useAtom, useAtomValue } from 'jotai';
import { useId, useLayoutEffect, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { alertPlacesAtom, alertQueueAtom } from '../state/editor-atoms';
import styles from './Alerts.module.css';

/** Whether this place is the last that appeared (it shows the alerts; the others wait). */
function useLastPlace(): boolean {
  const id = useId();
  const [places, setPlaces] = useAtom(alertPlacesAtom);
  useLayoutEffect(() => {
    setPlaces((current) => [...current, id]);
    return () => setPlaces((current) => current.filter((place) => place !== id));
  }, [id, setPlaces]);
  return places.at(-1) === id;
}

/**
 * spec 4/9: the editor's alerts as React Aria toasts (DESIGN.md 8): each is announced as it
 * appears, can be closed, and waits while it is hovered or focused; F6 reaches their region.
 * The region opens where this is rendered, not at the end of the body: inside a modal dialog
 * (the section structure) it is part of the dialog, read and reached with it. The docked section
 * panel is no modal: the editor's own region serves it.
 */
export function Alerts({ locale }: { locale: Locale }) {
  const queue = useAtomValue(alertQueueAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = useLastPlace();
  return (
    <div ref={setAnchor} className={styles.anchor} data-aula-editor-alerts="">
      {anchor && shown ? (
        <UNSAFE_PortalProvider getContainer={() => anchor}>
          <ToastRegion
            queue={queue}
            className={styles.region}
            aria-label={t(locale, 'editor.alerts.label')}
          >
            {({ toast }) => (
              <Toast
                toast={toast}
                className={`${styles.alert} ${styles[toast.content.kind]}`}
                data-kind={toast.content.kind}
              >
                <ToastContent className={styles.content}>
                  <Text slot="title">{toast.content.text}</Text>
                </ToastContent>
                {/* Named for what it closes: "Schließen" alone is the dialog's own button. */}
                <Button
                  slot="close"
                  className={styles.close}
                  aria-label={t(locale, 'editor.alerts.close')}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </Toast>
            )}
          </ToastRegion>
        </UNSAFE_PortalProvider>
      ) : null}
    </div>
  );
}
