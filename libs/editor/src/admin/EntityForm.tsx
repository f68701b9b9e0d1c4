import { entityDefaults, entityDefinitions, type EntityName } from '@aula/api-client';
import { adminEntryQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdmin } from './admin-context';
import { EntityEditor } from './EntityEditor';
import { LoadState } from './LoadState';
import { RevisionList } from './RevisionList';

export interface EntityFormProps {
  entity: EntityName;
  /** The entry to change; absent for a new one. */
  id?: number;
  /** The entry was just created: its first save is reported as saved. */
  justCreated?: boolean;
}

/** DESIGN.md 9: an entity's add or change page (spec 7: `/admin/news/news/{id}/change/`). */
export function EntityForm({ entity, id, justCreated = false }: EntityFormProps) {
  const { text } = useAdmin();
  const definition = entityDefinitions[entity];
  const title = text(id === undefined ? 'admin.form.new' : 'admin.form.change', {
    entity: text(definition.label),
  });
  return (
    <>
      <h1>{title}</h1>
      {id === undefined ? (
        <EntityEditor entity={entity} entry={null} defaults={entityDefaults(definition)} />
      ) : (
        <SavedEntry entity={entity} id={id} justCreated={justCreated} />
      )}
    </>
  );
}

/** An existing entry: loaded, then its form and its revisions. */
function SavedEntry({ entity, id, justCreated }: Required<EntityFormProps>) {
  const { api, locale } = useAdmin();
  const query = useQuery(adminEntryQuery(api, locale, entity, id));
  // A restored revision replaces the form's values: the form starts over with them.
  const [generation, setGeneration] = useState(0);
  return (
    <LoadState query={query}>
      {(entry) => (
        <>
          <EntityEditor
            key={`${entry.id}-${generation}`}
            entity={entity}
            entry={entry}
            defaults={entityDefaults(entityDefinitions[entity])}
            justCreated={justCreated && generation === 0}
          />
          <RevisionList
            entity={entity}
            id={entry.id}
            onRestored={() => setGeneration((n) => n + 1)}
          />
        </>
      )}
    </LoadState>
  );
}
