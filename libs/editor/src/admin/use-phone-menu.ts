import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * DESIGN.md 9: the admin navigation's disclosure on phones, a native `<details>` (it opens and
 * closes without JavaScript), enhanced once the script runs: its state read from the element
 * (opened before hydration included) for `aria-expanded`, and Escape closes it with the focus
 * back on its summary.
 */
export function usePhoneMenu() {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const subscribe = useCallback((changed: () => void) => {
    const element = detailsRef.current;
    element?.addEventListener('toggle', changed);
    return () => element?.removeEventListener('toggle', changed);
  }, []);
  const open = useSyncExternalStore(
    subscribe,
    () => detailsRef.current?.open ?? false,
    () => false,
  );
  // The server and the hydration render without it: until then the browser's own state counts.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !detailsRef.current) return;
      detailsRef.current.open = false;
      summaryRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return { detailsRef, summaryRef, open, enhanced };
}
