import type { EntityDefinition } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { FormText } from '../../forms/form-text';

/**
 * A Europe/Berlin wall time as the server sends it (`2026-06-20T18:00`) as the date pickers show
 * it: `20.06.2026 18:00` in German, `20/06/2026 18:00` in English (day first, 24 h).
 */
export function wallTime(value: string, locale: Locale = 'de'): string {
  const [day = '', time] = value.split('T');
  const [y, m, d] = day.split('-');
  const separator = locale === 'de' ? '.' : '/';
  return day ? `${[d, m, y].join(separator)}${time ? ` ${time}` : ''}` : '';
}

/** What a list cell shows: yes/no in the admin's language, dates as wall time, text as it is. */
export function cellText(
  definition: EntityDefinition,
  { text, locale }: { text: FormText; locale: Locale },
  column: string,
  value: string | number | boolean | null,
): string {
  if (typeof value === 'boolean') return text(value ? 'admin.list.yes' : 'admin.list.no');
  const field = definition.fields[column]?.field;
  if (field?.kind === 'date' && typeof value === 'string') return wallTime(value, locale);
  return value === null ? '' : String(value);
}

/** The label of a column: its field's label. */
export function columnLabel(definition: EntityDefinition, text: FormText, column: string): string {
  return text(definition.fields[column]?.field.label ?? 'admin.field.title');
}
