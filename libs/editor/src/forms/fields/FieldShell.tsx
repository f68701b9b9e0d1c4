import type { BlockField } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { ReactNode } from 'react';
import { errorText } from '../form-text';
import { useBlockFormContext } from '../form-context';
import styles from './fields.module.css';

interface FieldShellProps {
  /** The id of the control the label names. */
  id: string;
  field: BlockField;
  /** The field's validation message key, if it is invalid. */
  error: string | undefined;
  children: ReactNode;
  /** A line under the control (a character count, the allowed providers). */
  note?: ReactNode;
}

/** The ids a control points `aria-describedby` at: its help text and its error. */
export function describedBy(
  id: string,
  field: BlockField,
  error: string | undefined,
): string | undefined {
  const ids = [field.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, help text, control and error of one field, wired for assistive technology. */
export function FieldShell({ id, field, error, children, note }: FieldShellProps) {
  const { locale, text } = useBlockFormContext();
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id} id={`${id}-label`}>
        {t(locale, field.label)}
        {field.required && (
          <span className={styles.required}>
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({text('editorForms.required')})</span>
          </span>
        )}
      </label>
      {field.help && (
        <p className={styles.help} id={`${id}-help`}>
          {t(locale, field.help)}
        </p>
      )}
      {children}
      {note}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {errorText(locale, error)}
        </p>
      )}
    </div>
  );
}
