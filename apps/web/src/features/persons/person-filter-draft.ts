import { type RefObject, useLayoutEffect } from 'react';
import { pageHandOver } from '@web/features/filters/page-hand-over';

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
 * What the visitor typed while the persons filter's own navigation ran, and where the focus
 * was: the filter of the next page takes it over (page-hand-over), so typing is never lost.
 */
const handedOver = pageHandOver<Draft>();

export function handOver(path: string, values: FilterValues, focus: FieldFocus): void {
  handedOver.give(path, { path, ...values, ...focus });
}

/** The values the filter on `path` starts with: the handed-over draft, else the address's. */
export function takeDraft(path: string, initial: FilterValues): Draft {
  return handedOver.peek(path) ?? { path, ...initial, field: null, caret: null };
}

/** The navigation ended without a new page (the same query), or the draft was taken. */
export const dropDraft = (): void => handedOver.drop();

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
