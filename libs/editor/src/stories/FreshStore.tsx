import { Provider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { Locale } from '@aula/routing';
import { Alerts } from '../alerts/Alerts';
import { EditorQueryProvider } from '../query/EditorQueryProvider';

/**
 * A story's own editor state: a jotai store made once per story, so alerts, drafts and structure
 * changes of the story before never leak into it. `beforeCreate` clears what lives outside the
 * store (a draft in session storage); `alertsLocale` shows the alerts the story raises. Its own
 * query client too, so nothing loaded by a story before is reused.
 */
export function FreshStore({
  children,
  beforeCreate,
  alertsLocale,
}: {
  children: ReactNode;
  beforeCreate?: () => void;
  alertsLocale?: Locale;
}) {
  const [store] = useState(() => {
    beforeCreate?.();
    return createStore();
  });
  return (
    <EditorQueryProvider>
      <Provider store={store}>
        {children}
        {alertsLocale && <Alerts locale={alertsLocale} />}
      </Provider>
    </EditorQueryProvider>
  );
}
