import {
  blockDefinitions,
  blockFieldsOfKind,
  extractEmbedUrl,
  type BlockField,
  type BlockFieldKind,
  type BlockFieldOf,
  type BlockFields,
  type BlockModel,
  type EmbedKind,
} from '@aula/api-client';
import { sanitizeRichText } from '@aula/api-client/sanitize';

/** The model of the items a list block edits inline (its `children` field), if it has them. */
export function inlineChildModel(model: string): BlockModel | undefined {
  const [entry] = blockFieldsOfKind(model, 'children');
  return entry?.[1].model as BlockModel | undefined;
}

/** DESIGN.md 3: the embed field of a block and its allow-list; only the checked URL is stored. */
export function embedField(model: string): readonly [string, EmbedKind] | undefined {
  const [entry] = blockFieldsOfKind(model, 'embed');
  return entry && [entry[0], entry[1].allowList];
}

/**
 * How each field kind is stored. Typed over every kind, so a new kind without a storage rule
 * fails the type check: rich text sanitized (DESIGN.md 6), embeds reduced to their checked URL
 * (DESIGN.md 3); items are split off by `prepareFields`.
 */
const storeByKind = {
  text: (value) => value,
  richText: (value) => (typeof value === 'string' ? sanitizeRichText(value) : value),
  embed: (value, field) =>
    typeof value === 'string' ? (extractEmbedUrl(value, field.allowList)?.url ?? '') : '',
  link: (value) => value,
  image: (value) => value,
  select: (value) => value,
  boolean: (value) => value,
  children: (value) => value,
  entityReference: (value) => value,
  anchor: (value) => value,
} satisfies { [K in BlockFieldKind]: (value: unknown, field: BlockFieldOf<K>) => unknown };

function store(field: BlockField, value: unknown): unknown {
  return (storeByKind[field.kind] as (value: unknown, field: BlockField) => unknown)(value, field);
}

/** Placement fields of a write; they become columns, not data (the container's slug too). */
const placementFields = new Set([
  'model',
  'slug',
  'parent',
  'content_type',
  'object_id',
  'column',
  'position',
  'version',
]);

export interface PreparedFields {
  data: Record<string, unknown>;
  /** Inline items of a list block (each a form of `inlineChildModel(model)`), if it has them. */
  items: Record<string, unknown>[] | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored form of a validated write, field by field as the model's definition says: rich
 * text sanitized, embeds reduced to their URL, inline list items split off. Entry lists (news,
 * events, persons) keep their ids in `data`.
 */
export function prepareFields(model: BlockModel, fields: Record<string, unknown>): PreparedFields {
  const definitionFields: BlockFields = blockDefinitions[model].fields;
  const data: Record<string, unknown> = {};
  let items: Record<string, unknown>[] | null = null;
  for (const [key, field] of Object.entries(definitionFields)) {
    if (placementFields.has(key) || !(key in fields)) continue;
    const value = fields[key];
    if (field.kind === 'children') {
      const children = Array.isArray(value) ? value.filter(isRecord) : [];
      items = children.map((child) => prepareFields(field.model as BlockModel, child).data);
    } else {
      data[key] = store(field, value);
    }
  }
  return { data, items };
}
