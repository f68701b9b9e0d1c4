import type { DateField, RelationField } from '@aula/api-client';
import { useController } from 'react-hook-form';
import { fieldId } from '../forms/field-id';
import { describedBy } from '../forms/fields/FieldShell';
import { useBlockFormContext } from '../forms/form-context';
import fieldStyles from '../forms/fields/fields.module.css';
import { AdminFieldShell } from './AdminFieldShell';
import { RelationOptions, useRelationOptions } from './RelationOptions';

const shellLike = (field: DateField | RelationField) =>
  ({ help: field.help }) as Parameters<typeof describedBy>[1];

/** A date or date and time (Europe/Berlin), the browser's own picker. */
export function DateControl({ name, field }: { name: string; field: DateField }) {
  const { idPrefix } = useBlockFormContext();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  return (
    <AdminFieldShell id={id} field={field} error={error}>
      <input
        id={id}
        className={fieldStyles.input}
        type={field.precision === 'date' ? 'date' : 'datetime-local'}
        name={name}
        ref={ref}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        aria-describedby={describedBy(id, shellLike(field), error)}
      />
    </AdminFieldShell>
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
