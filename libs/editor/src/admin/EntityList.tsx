import {
  entityDefinitions,
  type AdminListQuery,
  type EntityDefinition,
  type EntityName,
} from '@aula/api-client';
import { adminListQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useAdmin } from './admin-context';
import { EntityFilters } from './EntityFilters';
import { LoadState } from './LoadState';
import styles from './Admin.module.css';

/** A Europe/Berlin wall time as the server sends it (`2026-06-20T18:00`), German style: `20.06.2026 18:00`. */
export function wallTime(value: string): string {
  const [day = '', time] = value.split('T');
  const [y, m, d] = day.split('-');
  return day ? `${d}.${m}.${y}${time ? ` ${time}` : ''}` : '';
}

export interface EntityListProps {
  entity: EntityName;
  /** The list's state from the address: search, filters, sort, page. */
  query: AdminListQuery;
}

/**
 * DESIGN.md 9: an entity's list, generated from its definition: filters, the columns, missing
 * translations, pages.
 */
export function EntityList({ entity, query }: EntityListProps) {
  const { api, locale, text, href } = useAdmin();
  const definition: EntityDefinition = entityDefinitions[entity];
  const loaded = useQuery(adminListQuery(api, locale, entity, query));
  const cell = (column: string, value: string | number | boolean | null) => {
    if (typeof value === 'boolean') return text(value ? 'admin.list.yes' : 'admin.list.no');
    const field = definition.fields[column]?.field;
    if (field?.kind === 'date' && typeof value === 'string') return wallTime(value);
    return value ?? '';
  };
  const columns = definition.columns.slice(1);
  return (
    <>
      <h1>{text(definition.labelPlural)}</h1>
      <p>
        <a className={styles.primary} href={href({ entity: definition.path, id: 'add' })}>
          {text('admin.form.new', { entity: text(definition.label) })}
        </a>
      </p>
      <EntityFilters definition={definition} query={query} />
      <LoadState query={loaded}>
        {(list) => {
          // A large list is counted a few pages ahead only: "page 1 of more than 5".
          const pageLabel = text(list.more ? 'admin.list.pageMore' : 'admin.list.page', {
            page: list.page,
            pages: list.pages,
          });
          return list.results.length === 0 ? (
            <p className={styles.muted}>{text('admin.list.empty')}</p>
          ) : (
            <>
              <p role="status">
                {text(list.more ? 'admin.list.countMore' : 'admin.list.count', {
                  count: list.count,
                })}
              </p>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">
                        {text(
                          definition.fields[definition.columns[0] ?? definition.titleField]?.field
                            .label ?? 'admin.field.title',
                        )}
                      </th>
                      {columns.map((column) => (
                        <th scope="col" key={column}>
                          {text(definition.fields[column]?.field.label ?? 'admin.field.title')}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {list.results.map((row) => (
                      <tr key={row.id}>
                        <th scope="row">
                          <a href={href({ entity: definition.path, id: row.id })}>
                            {row.title || `#${row.id}`}
                          </a>
                          {row.missing.length > 0 && (
                            <span className={styles.badge}>
                              {text('admin.list.missing', {
                                languages: row.missing.map((l) => l.toUpperCase()).join(', '),
                              })}
                            </span>
                          )}
                        </th>
                        {columns.map((column) => (
                          <td key={column}>{cell(column, row.cells[column] ?? null)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className={styles.pager} aria-label={pageLabel}>
                {list.page > 1 && (
                  <a
                    href={href(
                      { entity: definition.path },
                      { ...query, page: String(list.page - 1) },
                    )}
                  >
                    {text('admin.list.previous')}
                  </a>
                )}
                <span>{pageLabel}</span>
                {(list.more || list.page < list.pages) && (
                  <a
                    href={href(
                      { entity: definition.path },
                      { ...query, page: String(list.page + 1) },
                    )}
                  >
                    {text('admin.list.next')}
                  </a>
                )}
              </nav>
            </>
          );
        }}
      </LoadState>
    </>
  );
}
