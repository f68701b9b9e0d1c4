import { t } from '@aula/i18n';
import { useController } from 'react-hook-form';
import { fieldId } from '../field-id';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import styles from './fields.module.css';

/** A checkbox with its label beside it (and its help text under both). */
export function BooleanField({ name, field }: FieldProps<'boolean'>) {
  const { idPrefix, locale } = useBlockFormContext();
  const {
    field: { value: current, onChange, onBlur, ref },
  } = useController({ name });
  const id = fieldId(idPrefix, name);
  return (
    <div className={styles.checkboxField}>
      <input
        id={id}
        name={name}
        type="checkbox"
        ref={ref}
        className={styles.checkbox}
        checked={current === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={field.help ? `${id}-help` : undefined}
      />
      <label htmlFor={id}>{t(locale, field.label)}</label>
      {field.help && (
        <p className={styles.help} id={`${id}-help`}>
          {t(locale, field.help)}
        </p>
      )}
    </div>
  );
}
