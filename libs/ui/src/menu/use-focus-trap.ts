import { type RefObject, useEffect } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, skipping collapsed (inert) parts. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter((element) => !element.closest('[inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside the container while `active`; focuses its first element on
 * activation and gives focus back to `returnFocusTo` on deactivation.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, returnFocusTo?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = container.current;
    if (!active || !node) return;
    focusableElements(node)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const elements = focusableElements(node);
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocusTo?.current?.focus();
    };
  }, [container, active, returnFocusTo]);
}
