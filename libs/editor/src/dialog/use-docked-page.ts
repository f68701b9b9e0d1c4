import { useLayoutEffect, useRef } from 'react';

/**
 * DESIGN.md 8: while the panel is docked the page makes room for it (it scrolls on above the
 * panel), the edited element is marked and brought into view, and on closing the focus goes
 * back to the owner's choice (a section's Edit button) or, failing that, to where it was.
 */
export function useDockedPage(
  target: HTMLElement | null,
  height: number,
  focusOnClose?: () => HTMLElement | null,
) {
  // The owner's choice as it is on closing.
  const focusOnCloseRef = useRef(focusOnClose);
  useLayoutEffect(() => {
    focusOnCloseRef.current = focusOnClose;
  });
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--aula-docked-height', `${height}px`);
  }, [height]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.setAttribute('data-aula-docked', '');
    return () => {
      root.removeAttribute('data-aula-docked');
      root.style.removeProperty('--aula-docked-height');
      // Only a focus the panel held (or lost with it) goes back; one the editor moved is kept.
      const focused = document.activeElement;
      const held =
        !focused || focused === document.body || focused.closest('[data-aula-docked-panel]');
      if (!held) return;
      const back = focusOnCloseRef.current?.() ?? (returnTo?.isConnected ? returnTo : null);
      back?.focus({ preventScroll: true });
    };
  }, []);
  // The target may come later (a section just created appears with the page's next render).
  useLayoutEffect(() => {
    target?.setAttribute('data-aula-editing', '');
    target?.scrollIntoView({ block: 'start' });
    return () => target?.removeAttribute('data-aula-editing');
  }, [target]);
}
