import { entityKeys, type EntityDefinition } from '@aula/api-client';
import { fromBerlinLocal, toBerlinLocal } from './berlin-time';

/** The kind of a form key's field (`title_de` -> the `title` field). */
function fieldOf(definition: EntityDefinition, key: string) {
  return definition.fields[key] ?? definition.fields[key.replace(/_(de|en)$/, '')];
}

/** A row as the form edits it: dates as Europe/Berlin wall time, only the definition's keys. */
export function rowToValues(
  definition: EntityDefinition,
  row: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    entityKeys(definition).map((key) => {
      const value = row[key];
      const kind = fieldOf(definition, key)?.field;
      if (kind?.kind === 'date') {
        if (!(value instanceof Date)) return [key, ''];
        return [
          key,
          kind.precision === 'date' ? toBerlinLocal(value).slice(0, 10) : toBerlinLocal(value),
        ];
      }
      return [key, value ?? (kind ? kind.default : null)];
    }),
  );
}

/** Parsed form values as columns: dates become moments ('' is null). */
export function valuesToRow(
  definition: EntityDefinition,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (fieldOf(definition, key)?.field.kind !== 'date') return [key, value];
      return [key, typeof value === 'string' && value !== '' ? fromBerlinLocal(value) : null];
    }),
  );
}

/** The title of a row in lists, revisions and the dashboard. */
export function rowTitle(definition: EntityDefinition, row: Record<string, unknown>): string {
  const name = definition.titleField;
  const value = definition.fields[name]?.bilingual
    ? row[`${name}_de`] || row[`${name}_en`]
    : row[name];
  if (name === 'last_name' && typeof row['first_name'] === 'string')
    return `${String(value ?? '')}, ${row['first_name']}`;
  return String(value ?? '');
}
