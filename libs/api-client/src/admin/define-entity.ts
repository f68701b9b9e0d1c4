import type { MessageKey } from '@aula/i18n';
import type { CacheTagKind } from '../contract/cache-tags';
import type { AdminField } from './admin-field';

/** One field of an entity: its control and rule, and whether it has a German and an English column. */
export interface EntityField {
  field: AdminField;
  /** Stored as `${name}_de` and `${name}_en`, edited side by side; German is the required language. */
  bilingual: boolean;
}

/** A filter of an entity list (spec 7 / DESIGN.md 9: category, date, faculty, published state). */
export type EntityFilter = 'category' | 'faculty' | 'published' | 'date';

/** A visitor detail screen whose path holds the slug: a changed slug leaves a redirect from the old path. */
export type DetailScreenName =
  'newsDetail' | 'eventDetail' | 'personDetail' | 'pressReleaseDetail' | 'applicationDetail';

/**
 * DESIGN.md 9: an entity of the admin area, defined once. Lists (columns, search, filters, sort
 * keys), the generated form, the server's validation and the cache tags a save revalidates are
 * all derived from it, so covering another entity is data, not code.
 */
export interface EntityDefinition {
  /** The admin's path below `/admin/` (spec 7: `news/news`, `events/event`, `press/pressarticle`, ...). */
  path: string;
  /** The database table. */
  table: string;
  /** Rows of the table that belong to this entity (`press_item` holds articles and releases). */
  scope?: { column: string; value: string };
  label: MessageKey;
  labelPlural: MessageKey;
  /** The fields in form order, by column name (without the language suffix). */
  fields: Record<string, EntityField>;
  /** The field that names a row in lists and titles (bilingual fields: the German one). */
  titleField: string;
  /** Columns of the list, by field name. */
  columns: readonly string[];
  filters: readonly EntityFilter[];
  /** Sort keys the list offers, by column; the first is the default (descending for dates). */
  sortKeys: readonly string[];
  /** The date column the date filter and the default sort use. */
  dateColumn?: string;
  /** The field(s) a bilingual `slug` is generated from; absent: no slug. */
  slugSource?: readonly string[];
  /** The visitor screen of one row, for redirects after a slug change. */
  detail?: DetailScreenName;
  /** The visitor cache kinds a save touches: the list's tag and each row's `<kind>-<id>`. */
  cacheKinds: readonly CacheTagKind[];
  /** The category kind the category filter offers (`category.kind`). */
  categoryKind?: 'news' | 'event';
}

/** Identity with the type checked (keeps literal paths for the registry). */
export const defineEntity = <const D extends EntityDefinition>(definition: D): D => definition;
