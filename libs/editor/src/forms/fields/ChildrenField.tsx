import { blockDefinition } from '@aula/api-client';
import { t } from '@aula/i18n';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { fieldId } from '../field-id';
import { errorText } from '../form-text';
import { useBlockFormContext } from '../form-context';
import { fieldErrorMessage } from './field-error';
import type { FieldProps } from './field-props';
import styles from './fields.module.css';

/** Items edited inline, in order (FAQ entries, teasers, images...): add, remove, move up and down. */
export function ChildrenField({ name, field }: FieldProps<'children'>) {
  const { idPrefix, locale, text, renderFields } = useBlockFormContext();
  const { control, formState } = useFormContext();
  const { fields: entries, append, remove, move } = useFieldArray({ control, name });
  const item = blockDefinition(field.model);
  if (!item) return null;
  const id = fieldId(idPrefix, name);
  const error = fieldErrorMessage(formState.errors, name);
  const itemLabel = (index: number) => `${t(locale, item.label)} ${index + 1}`;
  const action = (label: string, index: number) => (
    <>
      {label}
      <span className="visually-hidden">: {itemLabel(index)}</span>
    </>
  );
  return (
    <fieldset className={styles.items} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{t(locale, field.label)}</legend>
      {entries.length === 0 && <p className={styles.note}>{text('editorForms.noItems')}</p>}
      <ol className={styles.itemList}>
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <fieldset className={styles.item}>
              <legend className={styles.itemLegend}>{itemLabel(index)}</legend>
              {renderFields(item.fields, `${name}.${index}`)}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.button}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  {action(text('editorForms.moveUp'), index)}
                </button>
                <button
                  type="button"
                  className={styles.button}
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {action(text('editorForms.moveDown'), index)}
                </button>
                <button type="button" className={styles.button} onClick={() => remove(index)}>
                  {action(text('editorForms.removeItem'), index)}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        id={id}
        className={styles.button}
        disabled={entries.length >= field.maxItems}
        onClick={() => append(structuredClone(item.defaults))}
      >
        {text('editorForms.addItem')}
      </button>
      {entries.length >= field.maxItems && (
        <p className={styles.note}>{text('editorForms.maxItems', { max: field.maxItems })}</p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          {errorText(locale, error)}
        </p>
      )}
    </fieldset>
  );
}
