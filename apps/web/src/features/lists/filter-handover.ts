import { pageHandOver } from '@web/features/filters/page-hand-over';

/** What a news or event filter hands to the form of the next page (page-hand-over). */
export interface FilterHandOver {
  /** The list's path (without its query). */
  path: string;
  /** A selector in the next filter form for the control that had the focus. */
  focus: string | null;
}

const handOver = pageHandOver<FilterHandOver>();

export function handOverFilter(path: string, focus: string | null): void {
  handOver.give(path, { path, focus });
}

/** What the filter navigation to `path` handed over (taken once), or null. */
export function takeFilterHandOver(path: string): FilterHandOver | null {
  return handOver.take(path);
}

export const dropFilterHandOver = (): void => handOver.drop();
