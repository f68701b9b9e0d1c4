import type { EntityDefinition, EntityField } from '@aula/api-client';
import { FieldList } from '../forms/fields/FieldList';
import { useAdmin } from './admin-context';
import { DateControl, RelationControl } from './AdminFieldControls';
import styles from './Admin.module.css';

/** One field under its form key: the admin's own kinds here, the block kinds with the block forms' controls. */
function Field({ name, entry }: { name: string; entry: EntityField }) {
  const { field } = entry;
  if (field.kind === 'date') return <DateControl name={name} field={field} />;
  if (field.kind === 'relation') return <RelationControl name={name} field={field} />;
  return <FieldList fields={{ [name]: field }} path="" />;
}

/**
 * DESIGN.md 9: the entity's fields, German and English side by side (columns from 1100 px, one
 * after the other below), the English column flagged while a required text is missing; the
 * fields of both languages follow.
 */
export function EntityFields({
  definition,
  missing,
}: {
  definition: EntityDefinition;
  missing: readonly ('de' | 'en')[];
}) {
  const { text } = useAdmin();
  const entries = Object.entries(definition.fields);
  const bilingual = entries.filter(([, entry]) => entry.bilingual);
  const common = entries.filter(([, entry]) => !entry.bilingual);
  return (
    <>
      {bilingual.length > 0 && (
        <div className={styles.columns}>
          {(['de', 'en'] as const).map((locale) => (
            <fieldset key={locale} className={styles.column} lang={locale}>
              <legend>
                {text(locale === 'de' ? 'admin.form.german' : 'admin.form.english')}
                {missing.includes(locale) && (
                  <span className={styles.badge}>{text('admin.form.missing')}</span>
                )}
              </legend>
              {bilingual.map(([name, entry]) => (
                <Field key={name} name={`${name}_${locale}`} entry={entry} />
              ))}
            </fieldset>
          ))}
        </div>
      )}
      {common.length > 0 && (
        <fieldset className={styles.column}>
          <legend>{text('admin.form.common')}</legend>
          {common.map(([name, entry]) => (
            <Field key={name} name={name} entry={entry} />
          ))}
        </fieldset>
      )}
    </>
  );
}
