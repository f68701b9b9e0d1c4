import { listStateQuery, readListState, type SearchParamsRecord } from '@aula/api-client';

/**
 * spec 4: the clean query (`?category=a&date=01.02.2026`) a GET submit of the list filter form
 * would send, read from the form and the button that submitted it (a calendar day carries the
 * date). A new filter starts again at the first page.
 */
export function filterFormQuery(form: HTMLFormElement, submitter: HTMLElement | null): string {
  const record: Record<string, string[]> = {};
  const add = (name: string, value: string) => {
    (record[name] ??= []).push(value);
  };
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') add(name, value);
  if (submitter instanceof HTMLButtonElement && submitter.name)
    add(submitter.name, submitter.value);
  const state = readListState(record satisfies SearchParamsRecord);
  return listStateQuery({ filter: state.filter, pages: 1 });
}

/** A text inside a double-quoted attribute selector. */
const quoted = (text: string) => text.replace(/["\\]/g, '\\$&');

/**
 * Where the focus goes on the list the filter brings: a selector inside the new filter form for
 * the control the visitor used (the same chip; the date button after a day or "all dates"; the
 * first control after a reset, whose link is then gone).
 */
export function focusSelector(form: HTMLFormElement, used: Element | null): string | null {
  if (!used || !form.contains(used)) return null;
  if (used instanceof HTMLInputElement && used.type === 'checkbox')
    return `input[name="${quoted(used.name)}"][value="${quoted(used.value)}"]`;
  if (used.closest('details') || used.hasAttribute('data-all-dates')) return '[data-date-toggle]';
  return 'input[name="category"], [data-date-toggle]';
}
