/** The `page` query parameter as a positive integer; absent means 1, anything else is null. */
export function pageNumber(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}
