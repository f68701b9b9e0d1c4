import * as v from 'valibot';
import { validationMessages as m } from '../schemas/validation-messages';
import type { EntityDefinition } from './define-entity';

/** The form's (and the wire's) keys of a field: `title_de`/`title_en` or `published_at`. */
export function fieldKeys(name: string, bilingual: boolean): string[] {
  return bilingual ? [`${name}_de`, `${name}_en`] : [name];
}

/** Every form key of an entity, in form order. */
export function entityKeys(definition: EntityDefinition): string[] {
  return Object.entries(definition.fields).flatMap(([name, { bilingual }]) =>
    fieldKeys(name, bilingual),
  );
}

const cache = new WeakMap<
  EntityDefinition,
  v.GenericSchema<Record<string, unknown>, Record<string, unknown>>
>();

/**
 * DESIGN.md 9: the save rule of an entity, used by the admin form (valibot resolver) and the
 * server alike. German is the required language; an English text may stay empty (the form
 * flags it as a missing translation) but is otherwise held to the same rule.
 */
export function entityInputSchema(definition: EntityDefinition) {
  const known = cache.get(definition);
  if (known) return known;
  const entries: Record<string, v.GenericSchema> = {};
  for (const [name, { field, bilingual }] of Object.entries(definition.fields)) {
    if (!bilingual) {
      entries[name] = field.schema;
      continue;
    }
    entries[`${name}_de`] = field.schema;
    entries[`${name}_en`] = field.required
      ? v.optional(v.union([v.literal(''), field.schema], m.required), '')
      : field.schema;
  }
  const schema = v.strictObject(
    entries,
    'admin.validation.unknownField',
  ) as unknown as v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;
  cache.set(definition, schema);
  return schema;
}

/** The values of a new entry: each field's default. */
export function entityDefaults(definition: EntityDefinition): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definition.fields).flatMap(([name, { field, bilingual }]) =>
      fieldKeys(name, bilingual).map((key) => [key, field.default]),
    ),
  );
}

/** The languages whose required texts are empty: the missing translations of a row. */
export function missingTranslations(
  definition: EntityDefinition,
  values: Record<string, unknown>,
): ('de' | 'en')[] {
  const required = Object.entries(definition.fields).filter(
    ([, { field, bilingual }]) => bilingual && field.required,
  );
  const empty = (key: string) =>
    typeof values[key] !== 'string' || (values[key] as string).trim() === '';
  return (['de', 'en'] as const).filter((locale) =>
    required.some(([name]) => empty(`${name}_${locale}`)),
  );
}
