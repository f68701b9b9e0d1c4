import { t } from '@aula/i18n';
import { useController } from 'react-hook-form';
import { fieldId } from '../field-id';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

/** A choice among the definition's options; numbers (headline level, layout) stay numbers. */
export function SelectField({ name, field }: FieldProps<'select'>) {
  const { idPrefix, locale } = useBlockFormContext();
  const {
    field: { value: current, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  return (
    <FieldShell id={id} field={field} error={error}>
      <select
        id={id}
        name={name}
        ref={ref}
        className={styles.select}
        value={String(current ?? '')}
        onBlur={onBlur}
        onChange={(event) =>
          onChange(
            field.options.find((option) => String(option.value) === event.target.value)?.value ??
              event.target.value,
          )
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, field, error)}
      >
        {field.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {t(locale, option.label)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
