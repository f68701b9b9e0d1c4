import {
  readListSort,
  type AdminRow,
  type EntityDefinition,
  type ListSort,
} from '@aula/api-client';
import type { Ref } from 'react';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useAdmin } from '../admin-context';
import { cellText, columnLabel } from './cell-text';
import { SelectionCheckbox } from './SelectionCheckbox';
import adminStyles from '../Admin.module.css';
import styles from './list.module.css';

export interface EntityTableProps {
  definition: EntityDefinition;
  rows: readonly AdminRow[];
  /** The list's `sort` parameter (none: the definition's default sort). */
  sort: string | undefined;
  onSort(sort: ListSort): void;
  selected: ReadonlySet<number>;
  onSelect(ids: Set<number>): void;
  tableRef?: Ref<HTMLTableElement>;
}

/**
 * DESIGN.md 9: the rows of an entity list as a React Aria table (a grid): every column sorts by
 * its header (aria-sort on the sorted one), rows are selected with their checkbox, a click or
 * Space, all of the page with the header's checkbox; arrow keys move between rows and into the
 * title link, Escape clears the selection. Every part has a fixed key (see `collectionKey`).
 */
export function EntityTable({
  definition,
  rows,
  sort: sortParam,
  onSort,
  selected,
  onSelect,
  tableRef,
}: EntityTableProps) {
  const { text, locale } = useAdmin();
  const [first = definition.titleField, ...others] = definition.columns;
  const sort = readListSort(definition, sortParam);
  const descriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.descending ? 'descending' : 'ascending' }
    : undefined;
  const select = (keys: Selection) =>
    onSelect(new Set(keys === 'all' ? rows.map((row) => row.id) : [...keys].map(Number)));
  return (
    <Table
      ref={tableRef}
      aria-label={text(definition.labelPlural)}
      className={styles.table}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={select}
      sortDescriptor={descriptor}
      onSortChange={({ column, direction }) =>
        onSort({ column: String(column), descending: direction === 'descending' })
      }
    >
      <TableHeader {...collectionKey('table/head')}>
        <Column id="table/select" className={styles.selectColumn}>
          <SelectionCheckbox />
        </Column>
        {[first, ...others].map((column) => (
          <Column
            key={column}
            id={column}
            isRowHeader={column === first}
            allowsSorting
            className={styles.column}
          >
            {({ sortDirection }) => (
              <span className={styles.columnLabel}>
                {columnLabel(definition, text, column)}
                <span className={styles.sortMark} aria-hidden="true">
                  {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                </span>
              </span>
            )}
          </Column>
        ))}
      </TableHeader>
      <TableBody {...collectionKey('table/body')} items={rows}>
        {(row) => (
          <Row id={row.id} textValue={row.title || `#${row.id}`} className={styles.row}>
            <Cell id={`${row.id}/select`} className={styles.selectCell}>
              <SelectionCheckbox />
            </Cell>
            <TitleCell definition={definition} row={row} />
            {others.map((column) => (
              <Cell key={column} id={`${row.id}/${column}`} className={styles.cell}>
                {cellText(definition, { text, locale }, column, row.cells[column] ?? null)}
              </Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** The row's title as the link to its change page, with its missing translations. */
function TitleCell({ definition, row }: { definition: EntityDefinition; row: AdminRow }) {
  const { text, href } = useAdmin();
  return (
    <Cell id={`${row.id}/title`} className={styles.cell} textValue={row.title || `#${row.id}`}>
      <a className={styles.titleLink} href={href({ entity: definition.path, id: row.id })}>
        {row.title || `#${row.id}`}
      </a>
      {row.missing.length > 0 && (
        <span className={adminStyles.badge}>
          {text('admin.list.missing', {
            languages: row.missing.map((l) => l.toUpperCase()).join(', '),
          })}
        </span>
      )}
    </Cell>
  );
}

/**
 * A header or body's fixed key in React Aria's collection. Every part of the server-rendered
 * table has one (rows, columns and cells by their ids): without them React Aria builds the
 * collection again after hydration under new keys and replaces the rows, and a tap that started
 * before hydration is lost with the link it landed on. Their props do not declare `id`, though
 * the collection reads it.
 */
function collectionKey(id: string): object {
  return { id };
}
