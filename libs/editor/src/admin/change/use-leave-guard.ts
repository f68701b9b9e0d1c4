import { useCallback, useEffect, useRef, useState } from 'react';
import { leavingLink } from './leaving-link';

export interface LeaveGuard {
  /** The address a link click wanted to leave for, while the editor is asked. */
  pending: string | null;
  /** Leave for the pending address, the changes discarded. */
  discard(): void;
  /** Stay on the page with the changes. */
  keepEditing(): void;
  /** The page itself goes elsewhere on purpose (a new entry saved): no question. */
  release(): void;
}

/**
 * DESIGN.md 9: while a change page has unsaved changes, leaving asks first. Closing the tab,
 * reloading, the browser's back and forward and typed addresses get the browser's own question
 * (`beforeunload`); a link on the page (the admin's links are full page loads) opens the admin's
 * own dialog instead, which names the two choices. Nothing is asked when nothing changed or
 * after a save.
 */
export function useLeaveGuard(
  dirty: boolean,
  navigate: (href: string) => void = (href) => location.assign(href),
): LeaveGuard {
  const [pending, setPending] = useState<string | null>(null);
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Bubbling: a handler that took the click (the error summary's links) has prevented it.
    const click = (event: MouseEvent) => {
      const href = released.current ? null : leavingLink(event, new URL(location.href));
      if (href === null) return;
      event.preventDefault();
      setPending(href);
    };
    addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click);
    return () => {
      removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click);
    };
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return {
    pending,
    discard: () => {
      if (pending === null) return;
      released.current = true;
      navigate(pending);
    },
    keepEditing: () => setPending(null),
    release,
  };
}
