'use client';

import { useEffect, useRef } from 'react';

/**
 * Filter chips instead of checkboxes plus a "Filtern" button. Inside a GET filter form,
 * a changed checkbox submits the form at once through its first submit button (which carries
 * the chosen day); the button itself then hides (`data-auto-submit`). Without script the form
 * keeps its button and works as before.
 */
export function AutoSubmit() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    form.dataset['autoSubmit'] = 'true';
    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'checkbox') return;
      form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'));
    };
    form.addEventListener('change', onChange);
    return () => {
      form.removeEventListener('change', onChange);
      delete form.dataset['autoSubmit'];
    };
  }, []);
  return <span ref={marker} hidden />;
}
