import { useEffect, useState } from 'react';
import { findEditTargets, type EditTarget } from '../sections/find-sections';

const sameTargets = (a: EditTarget[], b: EditTarget[]) =>
  a.length === b.length && a.every((target, index) => target.element === b[index]?.element);

/**
 * The page's sections and slot placeholders (`data-aula-*`), found again whenever the page
 * re-renders (after a save, on navigation), for the markers drawn onto them.
 */
export function useEditTargets(): EditTarget[] {
  const [targets, setTargets] = useState<EditTarget[]>([]);
  useEffect(() => {
    let frame = 0;
    const scan = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setTargets((current) => {
          const found = findEditTargets(document);
          return sameTargets(current, found) ? current : found;
        }),
      );
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return targets;
}

/** The element inside a section or placeholder that holds this branch's markers (added once). */
export function markerHost(element: HTMLElement, className: string): HTMLElement {
  const existing = [...element.children].find(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && child.dataset['aulaMarkers'] !== undefined,
  );
  if (existing) return existing;
  const host = document.createElement('div');
  host.dataset['aulaMarkers'] = '';
  host.className = className;
  element.append(host);
  return host;
}

/** Removes every marker host (edit mode off, editor unmounted). */
export function removeMarkerHosts(): void {
  for (const host of document.querySelectorAll('[data-aula-markers]')) host.remove();
}
