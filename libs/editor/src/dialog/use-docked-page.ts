import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PanelSide } from './panel-size';

/**
 * Runs `change` to the page's room for the panel with `element` kept where it is in the window:
 * beside the page, a new width lays the page out again above the edited section too. Where the
 * page, shorter at its full width, ends too soon for that, the element is brought into view.
 * `noted` is where the element stood, if known: else it is measured, which lays the page out.
 */
function keepInPlace(element: HTMLElement | null, change: () => void, noted?: number | null) {
  const connected = element?.isConnected ?? false;
  const before = !connected ? null : (noted ?? element?.getBoundingClientRect().top ?? null);
  change();
  if (before === null || !element) return;
  const settle = () => {
    const moved = element.getBoundingClientRect().top - before;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) element.scrollIntoView({ block: 'nearest' });
  };
  // Once the whole update is in the page (a save's answer in the section's place, the places to
  // add sections), before it is painted: one layout for all of it, not one here and one after.
  queueMicrotask(settle);
  requestAnimationFrame(settle);
}

/** Keys that may close the panel: Save or Cancel pressed, Escape. */
const closingKeys = ['Enter', ' ', 'Escape'];

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
  // DESIGN.md 8 (save to shown): where the edited element stands in the window, noted when the
  // page is laid out already (a press that may close the panel, a scroll), so that closing lays
  // the page out only at its full width, not first again beside the panel. Forgotten when the
  // page's width changes.
  const placeRef = useRef<number | null>(null);
  useEffect(() => {
    const note = () => {
      const element = targetRef.current;
      placeRef.current = element?.isConnected ? element.getBoundingClientRect().top : null;
    };
    const noteKey = (event: KeyboardEvent) => {
      if (closingKeys.includes(event.key)) note();
    };
    const forget = () => (placeRef.current = null);
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', noteKey, true);
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('resize', forget);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', noteKey, true);
      window.removeEventListener('scroll', note);
      window.removeEventListener('resize', forget);
    };
  }, []);
  // On opening the edited element is brought into view below anyway: only a later change of
  // side or size keeps it in place (which costs the page two more layouts).
  const opened = useRef(false);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const dock = () => {
      root.setAttribute('data-aula-docked', side);
      root.style.setProperty('--aula-docked-size', `${size}px`);
    };
    placeRef.current = null;
    if (opened.current) keepInPlace(targetRef.current, dock);
    else dock();
    opened.current = true;
  }, [side, size]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // Only a focus the panel held (or lost with it) goes back; one the editor moved is kept.
      const focused = document.activeElement;
      const held =
        !focused || focused === document.body || focused.closest('[data-aula-docked-panel]');
      if (held) {
        const back = focusOnCloseRef.current?.() ?? (returnTo?.isConnected ? returnTo : null);
        // DESIGN.md 8 (save to shown): the focus leaves the panel before the page gets its width
        // back. A focused field removed with the panel lays the whole page out in the middle of
        // the update, and the rest of the update lays it out a second time.
        back?.focus({ preventScroll: true });
        const still = document.activeElement;
        if (still instanceof HTMLElement && still.closest('[data-aula-docked-panel]')) still.blur();
      }
      keepInPlace(
        targetRef.current,
        () => {
          root.removeAttribute('data-aula-docked');
          root.style.removeProperty('--aula-docked-size');
        },
        placeRef.current,
      );
    };
  }, []);
  // The target may come later (a section just created appears with the page's next render).
  useLayoutEffect(() => {
    placeRef.current = null;
    target?.setAttribute('data-aula-editing', '');
    target?.scrollIntoView({ block: 'start' });
    return () => target?.removeAttribute('data-aula-editing');
  }, [target]);
}
