import type { MessageKey } from '@aula/i18n';
import * as v from 'valibot';
import type { BlockField } from '../schemas/modules/block-field';
import { validationMessages as m } from '../schemas/validation-messages';

/** A date and time in Europe/Berlin as a `datetime-local` input gives it (`2026-11-23T10:00`), or a date only. */
export interface DateField {
  kind: 'date';
  label: MessageKey;
  help: MessageKey | null;
  required: boolean;
  /** `date` (day only) or `datetime` (day and time). */
  precision: 'date' | 'datetime';
  schema: v.GenericSchema;
  default: string;
}

/** Where the choices of a relation come from (categories, faculties, programmes of the database). */
export type RelationSource = 'newsCategory' | 'eventCategory' | 'faculty' | 'programme';

/** A reference to another row chosen from a list the server answers (`/api/admin/options/{source}/`). */
export interface RelationField {
  kind: 'relation';
  label: MessageKey;
  help: MessageKey | null;
  required: boolean;
  source: RelationSource;
  schema: v.GenericSchema;
  default: number | null;
}

/** Any field of an entity form: a block field kind (same controls as the block forms) or one of the admin's own. */
export type AdminField = BlockField | DateField | RelationField;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A calendar day that exists (no 30 February) and a time of day within 00:00-23:59. */
function isRealDate(value: string): boolean {
  const [day = '', time = '00:00'] = value.split('T');
  const parsed = new Date(`${day}T00:00:00Z`);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === day &&
    hours < 24 &&
    minutes < 60
  );
}

/** A date (`yyyy-mm-dd`) or date and time (`yyyy-mm-ddThh:mm`); '' for none when optional. */
export function date({
  label,
  help,
  required = false,
  precision = 'datetime',
}: {
  label: MessageKey;
  help?: MessageKey;
  required?: boolean;
  precision?: 'date' | 'datetime';
}): DateField {
  const pattern = precision === 'date' ? datePattern : dateTimePattern;
  const valid = v.pipe(
    v.string(m.required),
    v.trim(),
    v.check((value) => pattern.test(value) && isRealDate(value), 'admin.validation.date'),
  );
  const schema = required
    ? v.pipe(v.optional(v.string(m.required), ''), v.trim(), v.nonEmpty(m.required), valid)
    : v.optional(v.union([v.literal(''), valid], 'admin.validation.date'), '');
  return { kind: 'date', label, help: help ?? null, required, precision, schema, default: '' };
}

const rowId = v.pipe(
  v.number(m.required),
  v.integer(m.required),
  v.minValue(1, m.required),
  v.maxValue(2147483647, m.required),
);

/** A row of `source`, or null when optional. */
export function relation(
  source: RelationSource,
  { label, help, required = false }: { label: MessageKey; help?: MessageKey; required?: boolean },
): RelationField {
  const schema = required
    ? v.pipe(v.optional(v.nullable(v.number(m.required)), null), rowId)
    : v.optional(v.nullable(rowId), null);
  return { kind: 'relation', label, help: help ?? null, required, source, schema, default: null };
}
