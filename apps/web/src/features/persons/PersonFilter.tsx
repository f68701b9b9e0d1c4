'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { personFilterQuery, searchDebounce } from './person-filter-query';
import {
  dropDraft,
  type FieldFocus,
  type FilterValues,
  handOver,
  takeDraft,
  useRestoredFocus,
} from './person-filter-draft';
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
 * keeps it. Typing goes on while the next page comes (person-filter-draft).
 */
export function PersonFilter({ categories, initial, view, labels }: PersonFilterProps) {
  const router = useRouter();
  const pathname = usePathname();
  const categoryField = useRef<HTMLSelectElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const [draft] = useState(() => takeDraft(pathname, initial));
  const [category, setCategory] = useState(draft.category);
  const [search, setSearch] = useState(draft.search);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigating = useRef(false);
  useRestoredFocus(draft, { category: categoryField, search: searchField });

  const focusNow = (): FieldFocus => {
    const active = document.activeElement;
    if (active && active === searchField.current)
      return { field: 'search', caret: searchField.current.selectionStart };
    return { field: active && active === categoryField.current ? 'category' : null, caret: null };
  };
  // While the filter's own navigation runs, the next page's filter takes over what is typed.
  const keep = (values: FilterValues) => {
    if (navigating.current) handOver(pathname, values, focusNow());
  };
  const apply = (next: FilterValues) => {
    if (timer.current) clearTimeout(timer.current);
    navigating.current = true;
    handOver(pathname, next, focusNow());
    startTransition(() =>
      router.replace(`${pathname}${personFilterQuery(next, 1, view)}`, { scroll: false }),
    );
  };
  const applyLater = (next: FilterValues) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), searchDebounce);
  };

  useEffect(() => {
    // Typed while the last page came: the address catches up.
    if (draft.search !== initial.search || draft.category !== initial.category) applyLater(draft);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // Once, for the page this filter arrived on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // The navigation ended on this same page (nothing changed): nothing to hand over.
    if (!pending && navigating.current) {
      navigating.current = false;
      dropDraft();
    }
  }, [pending]);

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
          ref={categoryField}
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
          ref={searchField}
          type="search"
          name="search"
          value={search}
          maxLength={200}
          onChange={(event) => {
            const value = event.target.value;
            setSearch(value);
            keep({ category, search: value });
            applyLater({ category, search: value });
          }}
        />
      </label>{' '}
      <button type="submit">{labels.submit}</button>{' '}
      {(category || search) && (
        <button
          type="button"
          className="aula-button aula-button--secondary"
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
