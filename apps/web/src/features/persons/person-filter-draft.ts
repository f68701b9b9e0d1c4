import { type RefObject, useLayoutEffect } from 'react';

export interface FilterValues {
  category: string;
  search: string;
}

/** The field that had the focus, and the caret in the search field. */
export interface FieldFocus {
  field: 'category' | 'search' | null;
  caret: number | null;
}

interface Draft extends FilterValues, FieldFocus {
  path: string;
}

/**
 * The filter's query is part of the list's route (DESIGN.md 5: one cached page per filter), so
 * each change the filter sends makes a new page, and the filter on it starts again from the
 * address. What the visitor typed meanwhile, and where the focus was, is kept here for the
 * filter of the next page: typing is never lost to its own navigation. Only the filter's own
 * navigations hand it over (Back or a link start from the address).
 */
let handedOver: Draft | null = null;

export function handOver(path: string, values: FilterValues, focus: FieldFocus): void {
  handedOver = { path, ...values, ...focus };
}

/** The values the filter on `path` starts with: the handed-over draft, else the address's. */
export function takeDraft(path: string, initial: FilterValues): Draft {
  const draft = handedOver;
  return draft && draft.path === path ? draft : { path, ...initial, field: null, caret: null };
}

/** The navigation ended without a new page (the same query), or the draft was taken. */
export function dropDraft(): void {
  handedOver = null;
}

/** Puts the focus (and the caret) back where the draft had it, before the browser paints. */
export function useRestoredFocus(
  draft: Draft,
  fields: {
    category: RefObject<HTMLSelectElement | null>;
    search: RefObject<HTMLInputElement | null>;
  },
): void {
  useLayoutEffect(() => {
    dropDraft();
    if (!draft.field) return;
    const element = fields[draft.field].current;
    element?.focus();
    if (element instanceof HTMLInputElement && draft.caret !== null)
      element.setSelectionRange(draft.caret, draft.caret);
    // Once, for the page this filter arrived on.
  }, []);
}
