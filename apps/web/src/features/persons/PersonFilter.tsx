'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { personFilterQuery, searchDebounce } from './person-filter-query';
import type { PersonView } from './person-view';

export interface PersonFilterProps {
  categories: readonly { id: number; name: string }[];
  initial: { category: string; search: string };
  /** The shown list type (spec 2), kept when the filter changes. */
  view: PersonView;
  /** Translated on the server. */
  labels: { category: string; all: string; search: string; submit: string; reset: string };
}

/**
 * spec 2, 4: the persons directory's category filter and debounced text search. The filter
 * lives in the URL (replaced, not pushed, while typing); the server renders the results. Without
 * script the form submits the same query. The list type is not part of the filter: a change
 * keeps it.
 */
export function PersonFilter({ categories, initial, view, labels }: PersonFilterProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [category, setCategory] = useState(initial.category);
  const [search, setSearch] = useState(initial.search);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const apply = (next: { category: string; search: string }) => {
    if (timer.current) clearTimeout(timer.current);
    startTransition(() =>
      router.replace(`${pathname}${personFilterQuery(next, 1, view)}`, { scroll: false }),
    );
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <form
      method="get"
      role="search"
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        apply({ category, search });
      }}
    >
      {view !== 'grid' && <input type="hidden" name="view" value={view} />}
      <label>
        {labels.category}{' '}
        <select
          name="category"
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            apply({ category: event.target.value, search });
          }}
        >
          <option value="">{labels.all}</option>
          {categories.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {labels.search}{' '}
        <input
          type="search"
          name="search"
          value={search}
          maxLength={200}
          onChange={(event) => {
            const value = event.target.value;
            setSearch(value);
            if (timer.current) clearTimeout(timer.current);
            timer.current = setTimeout(() => apply({ category, search: value }), searchDebounce);
          }}
        />
      </label>{' '}
      <button type="submit">{labels.submit}</button>{' '}
      {(category || search) && (
        <button
          type="button"
          onClick={() => {
            setCategory('');
            setSearch('');
            apply({ category: '', search: '' });
          }}
        >
          {labels.reset}
        </button>
      )}
    </form>
  );
}
