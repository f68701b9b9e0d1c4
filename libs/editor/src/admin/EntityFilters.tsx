import type { AdminListQuery, EntityDefinition } from '@aula/api-client';
import { useState } from 'react';
import { DatePicker } from '../controls';
import { useAdmin } from './admin-context';
import { RelationOptions, useRelationOptions } from './RelationOptions';
import styles from './Admin.module.css';

export interface EntityFiltersProps {
  definition: EntityDefinition;
  query: AdminListQuery;
}

/**
 * DESIGN.md 9: search and the definition's filters as a GET form: the list's state is its
 * address (shareable, back button), and it works with the keyboard and without script.
 */
export function EntityFilters({ definition, query }: EntityFiltersProps) {
  const { text, locale } = useAdmin();
  const categories = useRelationOptions(
    definition.categoryKind === 'event' ? 'eventCategory' : 'newsCategory',
  );
  const faculties = useRelationOptions('faculty');
  const has = (filter: EntityDefinition['filters'][number]) => definition.filters.includes(filter);
  return (
    <form method="get" className={styles.toolbar} role="search">
      <input type="hidden" name="lang" value={locale} />
      <label>
        {text('admin.list.search')}
        <input type="search" name="search" defaultValue={query.search ?? ''} maxLength={200} />
      </label>
      {has('category') && definition.categoryKind && (
        <label>
          {text('admin.list.category')}
          {/* Mounted again once the choices are there, so the address's choice is selected. */}
          <select name="category" defaultValue={query.category ?? ''} key={categories.length}>
            <option value="">{text('admin.list.all')}</option>
            <RelationOptions options={categories} />
          </select>
        </label>
      )}
      {has('faculty') && (
        <label>
          {text('admin.list.faculty')}
          <select name="faculty" defaultValue={query.faculty ?? ''} key={faculties.length}>
            <option value="">{text('admin.list.all')}</option>
            <RelationOptions options={faculties} />
          </select>
        </label>
      )}
      {has('published') && (
        <label>
          {text('admin.list.published')}
          <select name="published" defaultValue={query.published ?? ''}>
            <option value="">{text('admin.list.all')}</option>
            <option value="true">{text('admin.list.online')}</option>
            <option value="false">{text('admin.list.offline')}</option>
          </select>
        </label>
      )}
      {has('date') && (
        <>
          <FilterDay name="since" label={text('admin.list.dateFrom')} initial={query.since} />
          <FilterDay name="until" label={text('admin.list.dateTo')} initial={query.until} />
        </>
      )}
      {/* The sort is chosen at the column headers; the form keeps it when it filters. */}
      {query.sort && <input type="hidden" name="sort" value={query.sort} />}
      <button type="submit" className={styles.button}>
        {text('admin.list.apply')}
      </button>
    </form>
  );
}

/** A day of the GET form: the picker shows it in the admin's language, a hidden input sends it. */
function FilterDay({
  name,
  label,
  initial,
}: {
  name: string;
  label: string;
  initial: string | undefined;
}) {
  const { locale } = useAdmin();
  const [day, setDay] = useState(initial ?? '');
  return (
    <DatePicker compact locale={locale} label={label} name={name} value={day} onChange={setDay} />
  );
}
