import {
  blockDefinition,
  type AnyModule,
  type BlockField,
  type BlockFields,
  type BrokenModule,
} from '@aula/api-client';

/** A block's editable values as its form holds them, by field key. */
export type BlockFormValue = Record<string, unknown>;

type Source = Record<string, unknown>;

const isRecord = (value: unknown): value is Source => typeof value === 'object' && value !== null;

/** One field's form value from the module as read (the read model names a few fields apart). */
function fieldValue(key: string, field: BlockField, source: Source): unknown {
  const raw = source[key];
  switch (field.kind) {
    case 'children': {
      const itemFields = blockDefinition(field.model)?.fields ?? {};
      return Array.isArray(raw)
        ? raw.filter(isRecord).map((item) => valuesOf(itemFields, item))
        : [];
    }
    case 'entityReference':
      // Read lists carry each entry's resolved teaser; the form keeps the ids in order.
      return Array.isArray(raw)
        ? raw
            .map((entry) => (isRecord(entry) ? entry['id'] : entry))
            .filter((id) => typeof id === 'number')
        : [];
    case 'embed':
      // Stored embeds are reduced to their URL, read as `embed_url`.
      return typeof raw === 'string'
        ? raw
        : typeof source['embed_url'] === 'string'
          ? source['embed_url']
          : field.default;
    default:
      return raw === undefined || raw === null ? field.default : raw;
  }
}

function valuesOf(fields: BlockFields, source: Source): BlockFormValue {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, fieldValue(key, field, source)]),
  );
}

/** DESIGN.md 8: a module as the content API answers it, as the values of its block form. */
export function blockFormValue(module: AnyModule): BlockFormValue {
  return valuesOf(blockDefinition(module.model)?.fields ?? {}, module as unknown as Source);
}

/**
 * A broken block's stored fields as the values of its own model's form, so
 * the editor can correct what no longer passes (the form shows where) or remove the block.
 */
export function brokenBlockFormValue(module: BrokenModule): BlockFormValue {
  return valuesOf(blockDefinition(module.broken.model)?.fields ?? {}, module.broken.data);
}
