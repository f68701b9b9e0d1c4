import { findEditTargets } from '../section/find-sections';

/** The undo scope of the page on screen: its sections' ids and the slugs of its slots (filled or not). */
export function undoScope(
  root: ParentNode,
  page: number | null,
): { page: number | null; sections: number[]; slugs: string[] } {
  const targets = findEditTargets(root);
  const sections = targets.flatMap((target) => (target.kind === 'section' ? [target.id] : []));
  const slugs = [...new Set(targets.flatMap((target) => (target.slug ? [target.slug] : [])))];
  return { page, sections, slugs };
}
