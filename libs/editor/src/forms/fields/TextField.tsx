import { useController } from 'react-hook-form';
import { fieldId } from '../field-id';
import { useBlockFormContext } from '../form-context';
import type { BlockFieldOf } from '@aula/api-client';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

/** A count is shown where the bound is one an editor can reach (the full teaser's 256). */
const countedUpTo = 600;

type TextKinds = 'text' | 'anchor' | 'link' | 'embed';

/** Plain text, anchor, link and embed fields: one input or textarea, with what each kind allows. */
export function TextField({ name, field }: { name: string; field: BlockFieldOf<TextKinds> }) {
  const { idPrefix, text } = useBlockFormContext();
  const {
    field: { value: current, onChange, onBlur, ref },
    fieldState,
  } = useController({ name });
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  const value = typeof current === 'string' ? current : '';
  const multiline = (field.kind === 'text' && field.multiline) || field.kind === 'embed';
  const props = {
    id,
    name,
    value,
    onChange,
    onBlur: onBlur,
    ref: ref,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(id, field, error),
  };
  const note =
    field.kind === 'embed' ? (
      <p className={styles.note}>
        {text('editorForms.allowedHosts', { hosts: field.hosts.join(', ') })}
      </p>
    ) : field.maxLength <= countedUpTo ? (
      <p className={styles.note} data-over={value.length > field.maxLength ? 'true' : undefined}>
        {text('editorForms.characters', { count: value.length, max: field.maxLength })}
      </p>
    ) : undefined;
  return (
    <FieldShell id={id} field={field} error={error} note={note}>
      {multiline ? (
        <textarea
          {...props}
          rows={field.kind === 'embed' ? 3 : 4}
          spellCheck={field.kind !== 'embed'}
        />
      ) : (
        <input
          {...props}
          type="text"
          inputMode={field.kind === 'link' ? 'url' : undefined}
          spellCheck={field.kind === 'text'}
          autoComplete="off"
        />
      )}
    </FieldShell>
  );
}
