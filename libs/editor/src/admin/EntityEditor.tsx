import {
  entityDefinitions,
  entityInputSchema,
  missingTranslations,
  ValidationError,
  type AdminEntry,
  type EntityName,
  type FieldErrors,
} from '@aula/api-client';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ErrorSummary } from '../forms/ErrorSummary/ErrorSummary';
import { FieldList } from '../forms/fields/FieldList';
import { BlockFormContext, type BlockFormContextValue } from '../forms/form-context';
import { editorClient } from '../editor-client';
import { useSave } from '../query/use-save';
import { useAdmin } from './admin-context';
import { DeleteEntry } from './DeleteEntry';
import { entityErrorItems } from './entity-form-errors';
import { EntityFields } from './EntityFields';
import { LeaveDialog } from './change/LeaveDialog';
import { SaveBar, type SaveState } from './change/SaveBar';
import { useLeaveGuard } from './change/use-leave-guard';
import styles from './Admin.module.css';

type Values = Record<string, unknown>;
type SaveStep = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

/** What the save bar says: a save under way or its failure first, then unsaved changes. */
function saveState(step: SaveStep, dirty: boolean, justCreated: boolean): SaveState {
  if (step === 'saving' || step === 'invalid' || step === 'failed') return step;
  if (dirty) return 'dirty';
  return step === 'saved' || justCreated ? 'saved' : 'clean';
}

export interface EntityEditorProps {
  entity: EntityName;
  /** The entry as read; null for a new one. */
  entry: AdminEntry | null;
  defaults: Values;
  /**
   * A new entry's first save lands on its change page (`?saved=1`, read by AdminApp from the
   * address on the server and in the browser alike, so both render the same state).
   */
  justCreated?: boolean;
}

const client = editorClient();

/**
 * DESIGN.md 9: the form of one entry, generated from the entity definition: react-hook-form with
 * the valibot resolver over the schema the server applies; the server's 400 lands on the same
 * fields; a new entry goes to its change page once saved. The way back to the list, and to the
 * entry on the site in each language where it has a public address (`urls`, built by the content
 * server from the route table of `@aula/routing`). A save loads the page's data again
 * (`useSave`): the entry as saved, its revisions.
 */
export function EntityEditor({ entity, entry, defaults, justCreated = false }: EntityEditorProps) {
  const { api, locale, text, href } = useAdmin();
  const definition = entityDefinitions[entity];
  const idPrefix = useId().replace(/:/g, '');
  const methods = useForm<Values>({
    defaultValues: entry?.values ?? defaults,
    resolver: valibotResolver(entityInputSchema(definition)),
    mode: 'onTouched',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SaveStep>('idle');
  const values = useWatch({ control: methods.control });
  const { isDirty } = methods.formState;
  const guard = useLeaveGuard(isDirty);
  const saving = useSave('admin', (parsed: Values) =>
    entry ? api.update(locale, entity, entry.id, parsed) : api.create(locale, entity, parsed),
  );
  const missing = missingTranslations(definition, values);
  const context = useMemo<BlockFormContextValue>(
    () => ({
      idPrefix,
      locale,
      text,
      module: undefined,
      client,
      renderFields: (fields, path) => <FieldList fields={fields} path={path} />,
    }),
    [idPrefix, locale, text],
  );

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    for (const [path, [message]] of Object.entries(found))
      if (message) methods.setError(path, { type: 'server', message }, { shouldFocus: false });
    setStatus('invalid');
  };
  const save = methods.handleSubmit(
    async (parsed) => {
      if (status === 'saving') return;
      setErrors({});
      setStatus('saving');
      try {
        const saved = await saving.mutateAsync(parsed);
        if (!entry) {
          guard.release();
          location.assign(href({ entity: definition.path, id: saved.id }, { saved: '1' }));
          return;
        }
        methods.reset(saved.values);
        setStatus('saved');
      } catch (error) {
        if (error instanceof ValidationError) showErrors(error.fieldErrors);
        else setStatus('failed');
      }
    },
    (invalid) =>
      showErrors(
        Object.fromEntries(
          Object.entries(invalid).map(([key, error]) => [
            key,
            [String(error?.message ?? 'editorForms.invalid')],
          ]),
        ),
      ),
  );

  return (
    <FormProvider {...methods}>
      <BlockFormContext.Provider value={context}>
        <p className={styles.pageActions}>
          <a className={styles.button} href={href({ entity: definition.path })}>
            <span aria-hidden="true">←</span> {text('admin.form.back')}
          </a>
          {entry?.urls &&
            (['de', 'en'] as const).map((language) => (
              <a key={language} className={styles.button} href={entry.urls?.[language]}>
                {text('admin.form.view', { language: language.toUpperCase() })}{' '}
                <span aria-hidden="true">↗</span>
              </a>
            ))}
        </p>
        <ErrorSummary
          locale={locale}
          items={entityErrorItems(locale, definition, idPrefix, errors)}
        />
        <form onSubmit={save} noValidate data-aula-admin-form={entity}>
          <EntityFields definition={definition} missing={missing} />
          <SaveBar state={saveState(status, isDirty, justCreated)} />
        </form>
        {entry && (
          <div className={styles.actions}>
            <DeleteEntry
              entity={entity}
              id={entry.id}
              title={String(
                entry.values[`${definition.titleField}_de`] ??
                  entry.values[definition.titleField] ??
                  entry.id,
              )}
            />
          </div>
        )}
        <LeaveDialog
          isOpen={guard.pending !== null}
          onDiscard={guard.discard}
          onKeepEditing={guard.keepEditing}
        />
      </BlockFormContext.Provider>
    </FormProvider>
  );
}
