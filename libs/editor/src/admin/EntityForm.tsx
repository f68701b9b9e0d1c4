import {
  entityDefaults,
  entityDefinitions,
  type AdminEntry,
  type EntityName,
} from '@aula/api-client';
import { useState } from 'react';
import { useAdmin } from './admin-context';
import { EntityEditor } from './EntityEditor';
import { LoadState } from './LoadState';
import { RevisionList } from './RevisionList';
import { useLoad } from './use-load';

export interface EntityFormProps {
  entity: EntityName;
  /** The entry to change; absent for a new one. */
  id?: number;
}

/** DESIGN.md 9: an entity's add or change page (spec 7: `/admin/news/news/{id}/change/`). */
export function EntityForm({ entity, id }: EntityFormProps) {
  const { api, locale, text } = useAdmin();
  const definition = entityDefinitions[entity];
  const [state, retry, replace] = useLoad<AdminEntry | null>(
    () => (id === undefined ? Promise.resolve(null) : api.get(locale, entity, id)),
    `${entity}-${id ?? 'new'}-${locale}`,
  );
  // A restored revision replaces the form's values: the form starts over with them.
  const [generation, setGeneration] = useState(0);
  const title = text(id === undefined ? 'admin.form.new' : 'admin.form.change', {
    entity: text(definition.label),
  });
  return (
    <>
      <h1>{title}</h1>
      <LoadState state={state} retry={retry}>
        {(entry) => (
          <>
            <EntityEditor
              key={`${entry?.id ?? 'new'}-${generation}`}
              entity={entity}
              entry={entry}
              defaults={entityDefaults(definition)}
              onSaved={replace}
            />
            {entry && (
              <RevisionList
                entity={entity}
                id={entry.id}
                onRestored={(restored) => {
                  replace(restored);
                  setGeneration((n) => n + 1);
                }}
              />
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
