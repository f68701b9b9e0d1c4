import { useCallback, useEffect, useRef } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether an element can take the keyboard focus as it stands (attached, shown). */
function canFocus(element: Element | null): element is HTMLElement {
  if (
    !(element instanceof HTMLElement) ||
    !element.isConnected ||
    element.closest('[hidden], [inert], [aria-hidden="true"]')
  )
    return false;
  // Not rendered (display: none in a closed menu...): browsers answer it, test DOMs may not know it.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * The first focusable element after `element` in document order, outside it (the
 * next sensible target when what had the focus goes away); `main` or the body when there is none.
 */
export function focusableAfter(element: Element): HTMLElement {
  const document = element.ownerDocument;
  for (const candidate of document.querySelectorAll(focusableSelector)) {
    if (element.contains(candidate)) continue;
    if (
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      canFocus(candidate)
    )
      return candidate;
  }
  const main = document.querySelector('main');
  if (main instanceof HTMLElement) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    return main;
  }
  return document.body;
}

/**
 * A dialog-like surface (the lightbox) gives the focus back when it closes, never to the page
 * body: to the element that had it when the surface opened, or, when that is gone, to the next
 * sensible target after where it was. Call the returned function once the surface has closed.
 */
export function useReturnFocus(open: boolean): () => void {
  const opener = useRef<HTMLElement | null>(null);
  const next = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    next.current = opener.current ? focusableAfter(opener.current) : null;
  }, [open]);
  return useCallback(() => {
    const target = canFocus(opener.current) ? opener.current : next.current;
    opener.current = null;
    next.current = null;
    target?.focus();
  }, []);
}
