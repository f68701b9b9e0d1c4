import { useLayoutEffect, useRef } from 'react';
import type { PanelSide } from './panel-size';

/**
 * Runs `change` to the page's room for the panel with `element` kept where it is in the window:
 * beside the page, a new width lays the page out again above the edited section too. Where the
 * page, shorter at its full width, ends too soon for that, the element is brought into view.
 */
function keepInPlace(element: HTMLElement | null, change: () => void) {
  const before = element?.isConnected ? element.getBoundingClientRect().top : null;
  change();
  if (before === null || !element) return;
  const settle = () => {
    const moved = element.getBoundingClientRect().top - before;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) element.scrollIntoView({ block: 'nearest' });
  };
  settle();
  // What the same update renders after the panel (a save's answer in the section's place, the
  // places to add sections) may move it again.
  requestAnimationFrame(settle);
}

/**
 * DESIGN.md 8: while the panel is docked the page makes room for it (beside it, or above it where
 * it scrolls on), the edited element is marked and brought into view, and on closing the focus goes
 * back to the owner's choice (a section's Edit button) or, failing that, to where it was.
 */
export function useDockedPage(
  target: HTMLElement | null,
  side: PanelSide,
  size: number,
  focusOnClose?: () => HTMLElement | null,
) {
  // The owner's choice as it is on closing.
  const focusOnCloseRef = useRef(focusOnClose);
  // The edited element as last seen on the page: on closing after a save the owner may already
  // have let it go, while the page still moves around it.
  const targetRef = useRef(target);
  useLayoutEffect(() => {
    focusOnCloseRef.current = focusOnClose;
    if (target) targetRef.current = target;
  });
  // On opening the edited element is brought into view below anyway: only a later change of
  // side or size keeps it in place (which costs the page two more layouts).
  const opened = useRef(false);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const dock = () => {
      root.setAttribute('data-aula-docked', side);
      root.style.setProperty('--aula-docked-size', `${size}px`);
    };
    if (opened.current) keepInPlace(targetRef.current, dock);
    else dock();
    opened.current = true;
  }, [side, size]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      keepInPlace(targetRef.current, () => {
        root.removeAttribute('data-aula-docked');
        root.style.removeProperty('--aula-docked-size');
      });
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
