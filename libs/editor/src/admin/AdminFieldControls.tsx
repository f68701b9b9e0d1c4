import type { DateField, RelationField } from '@aula/api-client';
import { t } from '@aula/i18n';
import { useController } from 'react-hook-form';
import { fieldId } from '../forms/field-id';
import { describedBy } from '../forms/fields/FieldShell';
import { useBlockFormContext } from '../forms/form-context';
import { errorText } from '../forms/form-text';
import fieldStyles from '../forms/fields/fields.module.css';
import { DateTimePicker } from '../controls';
import { AdminFieldShell } from './AdminFieldShell';
import { RelationOptions, useRelationOptions } from './RelationOptions';

const shellLike = (field: RelationField) =>
  ({ help: field.help }) as Parameters<typeof describedBy>[1];

/**
 * A date or date and time (Europe/Berlin) on the editor's React Aria picker (conventions 17):
 * German or English format, the calendar, and the value as the API takes it.
 */
export function DateControl({ name, field }: { name: string; field: DateField }) {
  const { idPrefix, locale } = useBlockFormContext();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <DateTimePicker
      id={fieldId(idPrefix, name)}
      locale={locale}
      label={t(locale, field.label)}
      description={field.help ? t(locale, field.help) : undefined}
      precision={field.precision}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      focusRef={ref}
      isRequired={field.required}
      errorMessage={error ? errorText(locale, error) : undefined}
    />
  );
}

/** A category, faculty or programme, chosen from the server's list. */
export function RelationControl({ name, field }: { name: string; field: RelationField }) {
  const { idPrefix, text } = useBlockFormContext();
  // Read here, so the select renders again with its choices and shows the stored one.
  const options = useRelationOptions(field.source);
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  return (
    <AdminFieldShell id={id} field={field} error={error}>
      <select
        id={id}
        className={fieldStyles.input}
        name={name}
        ref={ref}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(id, shellLike(field), error)}
      >
        <option value="">{text('admin.form.none')}</option>
        <RelationOptions options={options} />
      </select>
    </AdminFieldShell>
  );
}
