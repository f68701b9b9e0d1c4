import {
  entityDefinitions,
  listSortParam,
  type AdminListQuery,
  type EntityDefinition,
  type EntityName,
} from '@aula/api-client';
import { adminListQuery } from '@aula/api-client/react';
import { pluralKey } from '@aula/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAdmin } from './admin-context';
import { EntityFilters } from './EntityFilters';
import { ListPager } from './list/ListPager';
import { SelectableRows, type ListMessage } from './list/SelectableRows';
import { useListAddress } from './list/use-list-address';
import { LoadState } from './LoadState';
import styles from './Admin.module.css';
import listStyles from './list/list.module.css';

export interface EntityListProps {
  entity: EntityName;
  /** The list's state from the address: search, filters, sort, page. */
  query: AdminListQuery;
}

/**
 * DESIGN.md 9: an entity's list, generated from its definition, as a work list: filters, the
 * columns (each sorts the list), missing translations, pages, and bulk actions on the selected
 * rows. Its state is its address; a sort by column header changes the address in place.
 */
export function EntityList({ entity, query }: EntityListProps) {
  const { api, locale, text, href } = useAdmin();
  const definition: EntityDefinition = entityDefinitions[entity];
  const link = useCallback(
    (next: AdminListQuery) => href({ entity: definition.path }, next),
    [href, definition.path],
  );
  const [current, change] = useListAddress(query, link);
  // While a new sort loads, the rows shown stay (and the focus on the column header with them).
  const loaded = useQuery({
    ...adminListQuery(api, locale, entity, current),
    placeholderData: keepPreviousData,
  });
  const [message, setMessage] = useState<ListMessage | null>(null);
  return (
    <>
      <h1>{text(definition.labelPlural)}</h1>
      <p>
        <a className={styles.primary} href={href({ entity: definition.path, id: 'add' })}>
          {text('admin.form.new', { entity: text(definition.label) })}
        </a>
      </p>
      <EntityFilters definition={definition} query={current} />
      {/* The outcome of a bulk action, said once the list shows it (also when it is empty now). */}
      <p role="status" className={listStyles.message}>
        {message && !message.failed ? message.text : ''}
      </p>
      {message?.failed && (
        <p role="alert" className={styles.error}>
          {message.text}
        </p>
      )}
      <LoadState query={loaded}>
        {(list) =>
          list.results.length === 0 ? (
            <p className={styles.muted}>{text('admin.list.empty')}</p>
          ) : (
            <>
              <p role="status">
                {text(
                  list.more
                    ? 'admin.list.countMore'
                    : pluralKey(locale, 'admin.list.count', list.count),
                  { count: list.count },
                )}
              </p>
              <SelectableRows
                entity={entity}
                list={list}
                sort={current.sort}
                onMessage={setMessage}
                onSort={(sort) =>
                  change({ ...current, sort: listSortParam(sort), page: undefined })
                }
              />
              <ListPager list={list} query={current} link={link} />
            </>
          )
        }
      </LoadState>
    </>
  );
}
