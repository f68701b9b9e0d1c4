import { blockDefinition, type Revision } from '@aula/api-client';
import { t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';

type Snapshot = Revision['snapshot'];
type Block = Snapshot['blocks'][number];

/** One readable difference between two states of a section. */
export type DiffEntry =
  | { kind: 'layout'; before: number; after: number }
  | { kind: 'added' | 'removed'; model: string; label: string }
  | {
      kind: 'moved';
      model: string;
      label: string;
      from: { column: number; position: number };
      to: { column: number; position: number };
    }
  | {
      kind: 'changed';
      model: string;
      label: string;
      field: string;
      fieldLabel: string;
      before: string;
      after: string;
    };

/** Where each block sits: its column and its position in it (both from 1, as editors count). */
function places(blocks: readonly Block[]) {
  const counters = new Map<number, number>();
  return blocks.map((block) => {
    const column = block.column ?? 0;
    const position = (counters.get(column) ?? 0) + 1;
    counters.set(column, position);
    return { column: column + 1, position };
  });
}

/** A field value as a short readable text (rich text without tags; lists as their items). */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(readable).filter(Boolean).join('; ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(readable)
      .filter(Boolean)
      .join(', ');
  return '';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * DESIGN.md 8: what changed from `before` to `after` (two states of one section): the layout,
 * blocks added, removed or moved (matched by id), and changed fields, named by the block
 * definitions' translated labels.
 */
export function revisionDiff(locale: Locale, before: Snapshot, after: Snapshot): DiffEntry[] {
  const entries: DiffEntry[] = [];
  if (before.layout !== after.layout)
    entries.push({ kind: 'layout', before: before.layout, after: after.layout });
  const label = (model: string) => {
    const definition = blockDefinition(model);
    return definition ? t(locale, definition.label) : model;
  };
  const beforePlaces = places(before.blocks);
  const afterPlaces = places(after.blocks);
  const byId = new Map(
    before.blocks.flatMap((block, index) =>
      typeof block.id === 'number' ? [[block.id, index] as const] : [],
    ),
  );
  const matched = new Set<number>();
  after.blocks.forEach((block, index) => {
    const oldIndex = typeof block.id === 'number' ? byId.get(block.id) : undefined;
    const old = oldIndex === undefined ? undefined : before.blocks[oldIndex];
    if (oldIndex === undefined || !old || old.model !== block.model) {
      entries.push({ kind: 'added', model: block.model, label: label(block.model) });
      return;
    }
    matched.add(oldIndex);
    const from = beforePlaces[oldIndex] ?? { column: 1, position: 1 };
    const to = afterPlaces[index] ?? { column: 1, position: 1 };
    if (from.column !== to.column || from.position !== to.position)
      entries.push({ kind: 'moved', model: block.model, label: label(block.model), from, to });
    const fields = blockDefinition(block.model)?.fields ?? {};
    for (const [field, definition] of Object.entries(fields) as [string, { label: MessageKey }][]) {
      if (same(old[field], block[field])) continue;
      entries.push({
        kind: 'changed',
        model: block.model,
        label: label(block.model),
        field,
        fieldLabel: t(locale, definition.label),
        before: readable(old[field]),
        after: readable(block[field]),
      });
    }
  });
  before.blocks.forEach((block, index) => {
    if (!matched.has(index))
      entries.push({ kind: 'removed', model: block.model, label: label(block.model) });
  });
  return entries;
}
