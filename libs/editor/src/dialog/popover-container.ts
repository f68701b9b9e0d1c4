import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The modal `<dialog>` around `ref`'s element, if there is one: the page outside a modal dialog
 * is inert and below the top layer, so a React Aria popover (a menu, a calendar) opened there
 * must be portalled into that dialog, not to the end of the body.
 */
export function useModalContainer(ref: RefObject<Element | null>): Element | undefined {
  const [container, setContainer] = useState<Element | undefined>();
  useLayoutEffect(() => setContainer(ref.current?.closest('dialog') ?? undefined), [ref]);
  return container;
}

/** A React Aria `Popover`'s portal props for the container `useModalContainer` found. */
export function popoverPortal(container: Element | undefined): {
  UNSTABLE_portalContainer?: Element;
} {
  return container ? { UNSTABLE_portalContainer: container } : {};
}
