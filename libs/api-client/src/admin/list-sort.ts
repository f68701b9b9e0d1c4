import type { EntityDefinition } from './define-entity';

/** The sort of an admin list: a column (field name) and its direction. */
export interface ListSort {
  column: string;
  descending: boolean;
}

/**
 * DESIGN.md 9: the keys an admin list sorts by: the definition's sort keys and every column it
 * shows, so each column header of the list can sort it (a published state, a degree, a deadline).
 */
export function listSortKeys(definition: EntityDefinition): string[] {
  return [...new Set([...definition.sortKeys, ...definition.columns])];
}

/**
 * The sort an address's `sort` parameter asks for (`title` ascending, `-published_at`
 * descending); without one the definition's first sort key, descending for a date list (newest
 * first). Null for a key the list does not offer.
 */
export function readListSort(
  definition: EntityDefinition,
  param: string | undefined,
): ListSort | null {
  const column = param ? param.replace(/^-/, '') : definition.sortKeys[0];
  if (!column || !listSortKeys(definition).includes(column)) return null;
  return { column, descending: param ? param.startsWith('-') : Boolean(definition.dateColumn) };
}

/** The `sort` parameter of a sort: the column, with a leading `-` for descending. */
export const listSortParam = ({ column, descending }: ListSort): string =>
  `${descending ? '-' : ''}${column}`;
