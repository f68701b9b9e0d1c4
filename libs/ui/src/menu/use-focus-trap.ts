import { type RefObject, useEffect } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, skipping collapsed (inert) parts. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.closest('[inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside the container while `active`; focuses its first element on
 * activation and gives focus back to `returnFocusTo` on deactivation. With `includeReturn`, the
 * `returnFocusTo` element (the menu's burger, which is its close button) is part of the cycle.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  returnFocusTo?: RefObject<HTMLElement | null>,
  includeReturn = false,
): void {
  useEffect(() => {
    const node = container.current;
    if (!active || !node) return;
    focusableElements(node)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const opener = includeReturn ? returnFocusTo?.current : null;
      const elements = opener ? [opener, ...focusableElements(node)] : focusableElements(node);
      const inside = (element: Element | null) =>
        node.contains(element) || (opener !== null && opener !== undefined && opener === element);
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !inside(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !inside(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocusTo?.current?.focus();
    };
  }, [container, active, returnFocusTo, includeReturn]);
}
