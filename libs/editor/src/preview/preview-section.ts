import {
  blockDefinition,
  extractEmbedUrl,
  type AnyModule,
  type BlockField,
  type ContainerModule,
  type StoredModule,
} from '@aula/api-client';
import type { DraftBlock, SectionDraft } from '../section/section-draft';

type Source = Record<string, unknown>;

const isRecord = (value: unknown): value is Source => typeof value === 'object' && value !== null;

/** The read fields an image field brings along (spec 3: `imageReadEntries`). */
const noImage = { image_url: null, thumbs: [], width: null, height: null };

/**
 * One field of the draft as the block's renderer reads it. Fields the content API resolves on
 * reading (an image's URL, a list's entries, an embed's URL) keep what was read while the value
 * is the one read, and fall back to what the draft alone can tell otherwise.
 */
function readField(key: string, field: BlockField, value: unknown, read: Source): Source {
  switch (field.kind) {
    case 'children': {
      const items = Array.isArray(value) ? value.filter(isRecord) : [];
      const readItems = Array.isArray(read[key]) ? (read[key] as unknown[]) : [];
      const itemFields = blockDefinition(field.model)?.fields ?? {};
      return {
        [key]: items.map((item, index) => {
          const readItem = readItems[index];
          return readFields(itemFields, item, isRecord(readItem) ? readItem : {}, field.model);
        }),
      };
    }
    case 'entityReference': {
      const ids = Array.isArray(value) ? value : [];
      const entries = Array.isArray(read[key]) ? (read[key] as unknown[]).filter(isRecord) : [];
      return {
        [key]: ids.flatMap((id) => entries.filter((entry) => entry['id'] === id)),
      };
    }
    case 'image':
      return value === read[key] ? { [key]: value } : { [key]: value, ...noImage };
    case 'embed': {
      const url = typeof value === 'string' ? value : '';
      if (url === read[key] || url === read['embed_url']) return { [key]: value };
      const target = extractEmbedUrl(url, field.allowList);
      return { [key]: value, embed_url: target?.url ?? '', platform: target?.platform };
    }
    default:
      return { [key]: value };
  }
}

function readFields(
  fields: Record<string, BlockField>,
  value: Source,
  read: Source,
  model: string,
): Source {
  const merged: Source = { ...read, model };
  for (const [key, field] of Object.entries(fields))
    Object.assign(merged, readField(key, field, value[key], read));
  return merged;
}

/** Where an object of the preview sits in the draft: its block's key, and the path inside it. */
export interface DraftPlace {
  key: string;
  /** '' for the block itself; `children.1.` for its second item. */
  prefix: string;
}

const places = new WeakMap<object, DraftPlace>();

/** A draft block as its renderer reads it: the form's values over the block as read. */
export function previewBlock(block: DraftBlock): AnyModule {
  const fields: Record<string, BlockField> = blockDefinition(block.model)?.fields ?? {};
  const read: Source = block.module ? { ...block.module } : { version: 0 };
  const merged = readFields(fields, block.value, read, block.model);
  if (block.id !== undefined) merged['id'] = block.id;
  places.set(merged, { key: block.key, prefix: '' });
  for (const [key, field] of Object.entries(fields)) {
    const items = merged[key];
    if (field.kind !== 'children' || !Array.isArray(items)) continue;
    items.forEach((item: object, index) =>
      places.set(item, { key: block.key, prefix: `${key}.${index}.` }),
    );
  }
  return merged as unknown as AnyModule;
}

/** Where a block or item object `previewSection` made sits in the draft. */
export function draftPlaceOf(module: object): DraftPlace | undefined {
  return places.get(module);
}

/** The draft key of a block object `previewSection` made (not of an item inside a block). */
export function draftKeyOf(module: object): string | undefined {
  const place = places.get(module);
  return place?.prefix === '' ? place.key : undefined;
}

/**
 * DESIGN.md 8 (what you see is what you edit): the section as the page would show it with the
 * draft saved, for the same `@aula/blocks` renderers: its layout, each column's blocks in the
 * draft's order (removed ones left out) and nested containers as they were read.
 */
export function previewSection(draft: SectionDraft, read: ContainerModule | null): ContainerModule {
  const columnCount = Math.max(
    1,
    ...draft.blocks.map((block) => block.column + 1),
    read?.columns.length ?? 1,
  );
  const columns = Array.from({ length: columnCount }, (_, index) => ({
    classes: read?.columns[index]?.classes ?? '',
    children: [] as StoredModule[],
  }));
  for (const block of draft.blocks) {
    if (!block.removed) columns[block.column]?.children.push(previewBlock(block));
  }
  // Nested containers are not edited in the panel (the server keeps them): shown as read.
  read?.columns.forEach((column, index) => {
    for (const child of column.children)
      if (child.model === 'ContainerModule') columns[index]?.children.push(child);
  });
  return {
    ...(read ?? { parent: null, content_type: null, object_id: null }),
    id: draft.id,
    slug: draft.slug,
    version: draft.version,
    model: 'ContainerModule',
    layout: draft.layout,
    columns,
  } as ContainerModule;
}

/**
 * The error summary's messages by the draft key of the block they are about (each item links to
 * a field of the block's form, `#aula-<key>-<field>`), for marking the block on the page.
 */
export function faultsByBlock(
  items: readonly { href: string; text: string }[],
  draft: SectionDraft,
): Map<string, string[]> {
  const faults = new Map<string, string[]>();
  for (const block of draft.blocks) {
    const anchor = `#aula-${block.key}`;
    const messages = items
      .filter((item) => item.href === anchor || item.href.startsWith(`${anchor}-`))
      .map((item) => item.text);
    if (messages.length > 0) faults.set(block.key, messages);
  }
  return faults;
}
