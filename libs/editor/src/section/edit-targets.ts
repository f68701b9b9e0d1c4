import { useSyncExternalStore } from 'react';
import { findEditTargets, type EditTarget } from './find-sections';

const sameTargets = (a: EditTarget[], b: EditTarget[]) =>
  a.length === b.length && a.every((target, index) => target.element === b[index]?.element);

/**
 * DESIGN.md 8: the page's sections and slot placeholders (`data-aula-*`), found again whenever
 * the page re-renders (after a save, on navigation). One scan of the page serves everyone who
 * draws onto them (the section buttons, the presence markers): one mutation observer while
 * anyone listens.
 */
const scan = {
  targets: [] as EditTarget[],
  listeners: new Set<() => void>(),
  observer: null as MutationObserver | null,
  frame: 0,
};

function rescan() {
  cancelAnimationFrame(scan.frame);
  scan.frame = requestAnimationFrame(() => {
    const found = findEditTargets(document);
    if (sameTargets(scan.targets, found)) return;
    scan.targets = found;
    for (const listener of scan.listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  scan.listeners.add(listener);
  if (!scan.observer) {
    scan.observer = new MutationObserver(rescan);
    scan.observer.observe(document.body, { childList: true, subtree: true });
    rescan();
  }
  return () => {
    scan.listeners.delete(listener);
    if (scan.listeners.size > 0) return;
    scan.observer?.disconnect();
    scan.observer = null;
    cancelAnimationFrame(scan.frame);
    scan.targets = [];
  };
}

const noTargets: EditTarget[] = [];

/** The page's edit targets, kept current while the component is mounted. */
export function useEditTargets(): EditTarget[] {
  return useSyncExternalStore(
    subscribe,
    () => scan.targets,
    () => noTargets,
  );
}

/**
 * The section's element on the page, once the page has it (a section just created appears with
 * the page's next render).
 */
export function useSectionElement(sectionId: number): HTMLElement | null {
  const found = useEditTargets().find(
    (target) => target.kind === 'section' && target.id === sectionId,
  );
  return found?.element ?? null;
}

/**
 * The element inside a section or placeholder that holds one kind of the editor's additions
 * (`data-aula-{kind}`: the section buttons, the presence markers), added once and kept across
 * re-renders.
 */
export function editorHost(
  element: HTMLElement,
  kind: string,
  className: string,
  /** Where in the element: last (default), or first (what comes before it in reading order). */
  place: 'start' | 'end' = 'end',
): HTMLElement {
  const existing = element.querySelector<HTMLElement>(`:scope > [data-aula-${kind}]`);
  if (existing) return existing;
  const host = document.createElement('div');
  host.setAttribute(`data-aula-${kind}`, '');
  host.className = className;
  if (place === 'start') element.prepend(host);
  else element.append(host);
  return host;
}

/** Removes every host of one kind (edit mode off, editor unmounted). */
export function removeEditorHosts(kind: string): void {
  for (const host of document.querySelectorAll(`[data-aula-${kind}]`)) host.remove();
}
