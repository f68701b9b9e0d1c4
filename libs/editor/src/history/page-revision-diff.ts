import type { Page, Revision, StoredModule } from '@aula/api-client';
import { t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { sectionName } from '../structure/section-name';
import { readable, revisionDiff, type DiffEntry } from './revision-diff';

/** One readable difference between two revisions of a page. */
export type PageDiffEntry =
  | { kind: 'field'; field: string; label: string; before: string; after: string }
  | { kind: 'sectionAdded' | 'sectionRemoved'; id: number; name: string }
  | { kind: 'sectionMoved'; id: number; name: string; from: number; to: number }
  | { kind: 'sectionChanged'; id: number; name: string; entries: DiffEntry[] };

/** The page's own fields an editor sets, with their labels (the page settings form's). */
const fields: [keyof Page, MessageKey][] = [
  ['title', 'editor.settings.pageTitle'],
  ['headline', 'editor.settings.headline'],
  ['meta_title', 'editor.settings.metaTitle'],
  ['meta_description', 'editor.settings.metaDescription'],
  ['og_title', 'publishing.settings.ogTitle'],
  ['og_description', 'publishing.settings.ogDescription'],
  ['is_online', 'editor.settings.isOnline'],
  ['in_menu', 'editor.settings.inMenu'],
  ['in_footer', 'editor.settings.inFooter'],
  ['is_clickable', 'publishing.settings.isClickable'],
];

/** A section as a history snapshot (layout and its blocks with their columns), for the section diff. */
export function sectionSnapshot(section: StoredModule): Revision['snapshot'] {
  if (!('columns' in section)) return { layout: 0, blocks: [] };
  const layout = 'layout' in section && typeof section.layout === 'number' ? section.layout : 0;
  return {
    layout,
    blocks: section.columns.flatMap((column, index) =>
      column.children.map((child) => ({
        ...(child as Record<string, unknown>),
        model: child.model,
        column: index,
      })),
    ),
  };
}

const value = (locale: Locale, raw: unknown) =>
  typeof raw === 'boolean'
    ? t(locale, raw ? 'history.page.yes' : 'history.page.no')
    : readable(raw);

/**
 * DESIGN.md 8: what changed on a page from revision `before` to `after` (the page as it read
 * then, in one language): its own fields with old and new values, sections added, removed or
 * moved (matched by id, named by their content), and in each section that stayed, what the
 * section diff finds (blocks added, removed, moved, fields changed).
 */
export function pageRevisionDiff(locale: Locale, before: Page, after: Page): PageDiffEntry[] {
  const entries: PageDiffEntry[] = [];
  for (const [field, key] of fields) {
    if (JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)) continue;
    entries.push({
      kind: 'field',
      field,
      label: t(locale, key),
      before: value(locale, before[field]),
      after: value(locale, after[field]),
    });
  }
  const oldIds = before.modules.map((module) => module.id);
  const newIds = after.modules.map((module) => module.id);
  for (const section of after.modules) {
    const name = sectionName(locale, section);
    const oldIndex = oldIds.indexOf(section.id);
    const old = before.modules[oldIndex];
    if (!old) {
      entries.push({ kind: 'sectionAdded', id: section.id, name });
      continue;
    }
    // Moved: its place among the sections both revisions have changed.
    const kept = (ids: number[], other: number[]) => ids.filter((id) => other.includes(id));
    const from = kept(oldIds, newIds).indexOf(section.id);
    const to = kept(newIds, oldIds).indexOf(section.id);
    if (from !== to)
      entries.push({ kind: 'sectionMoved', id: section.id, name, from: from + 1, to: to + 1 });
    const changes = revisionDiff(locale, sectionSnapshot(old), sectionSnapshot(section));
    if (changes.length > 0)
      entries.push({ kind: 'sectionChanged', id: section.id, name, entries: changes });
  }
  for (const section of before.modules) {
    if (!newIds.includes(section.id))
      entries.push({ kind: 'sectionRemoved', id: section.id, name: sectionName(locale, section) });
  }
  return entries;
}
