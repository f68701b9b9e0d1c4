import { useState } from 'react';
import { useController } from 'react-hook-form';
import { LinkFinder } from '../../pickers/LinkFinder';
import { fieldId } from '../field-id';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

/**
 * A link field (DESIGN.md 9): the link as text, and the link finder to search internal targets or
 * check an external address, e-mail or phone number. Internal links are stored as the target's
 * path, whose id the server follows to the current slug on every read.
 */
export function LinkField({ name, field }: FieldProps<'link'>) {
  const { idPrefix, locale, text, client } = useBlockFormContext();
  const {
    field: { value: current, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const [finding, setFinding] = useState(false);
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  const value = typeof current === 'string' ? current : '';
  return (
    <FieldShell id={id} field={field} error={error}>
      <div className={styles.actions}>
        <input
          id={id}
          name={name}
          ref={ref}
          className={styles.input}
          type="text"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-required={field.required || undefined}
          aria-describedby={describedBy(id, field, error)}
        />
        <button type="button" className={styles.button} onClick={() => setFinding(true)}>
          {text('pickers.link.open')}
        </button>
      </div>
      {finding && (
        <LinkFinder
          locale={locale}
          client={client}
          value={value}
          onClose={() => setFinding(false)}
          onPick={(href) => {
            onChange(href);
            setFinding(false);
          }}
        />
      )}
    </FieldShell>
  );
}
