/**
 * DESIGN.md 5: a calendar's days (`dd.mm.yyyy`) packed for the way from a server component to the
 * calendar island. 10,000 news have about as many days, which as a list of strings made 150 KB
 * of every news list's HTML (the island's props travel inline); packed, one bit per day of a
 * month, the same days take a few KB. Format: the first month (`yyyy * 12 + month - 1`, base
 * 36), `:`, then one base-36 mask per month from there (bit n = day n + 1; empty: no day), `.`
 * between months.
 */

const wireDay = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Packs `dd.mm.yyyy` days (any order, repeats and malformed ones are dropped). */
export function packDays(days: readonly string[]): string {
  const masks = new Map<number, number>();
  for (const text of days) {
    const parts = wireDay.exec(text);
    if (!parts) continue;
    const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    if (day < 1 || day > 31 || month < 1 || month > 12) continue;
    const key = year * 12 + month - 1;
    masks.set(key, (masks.get(key) ?? 0) | (1 << (day - 1)));
  }
  if (masks.size === 0) return '';
  const keys = [...masks.keys()];
  const first = Math.min(...keys);
  const last = Math.max(...keys);
  const packed: string[] = [];
  for (let key = first; key <= last; key++) {
    const mask = masks.get(key);
    packed.push(mask === undefined ? '' : (mask >>> 0).toString(36));
  }
  return `${first.toString(36)}:${packed.join('.')}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The `dd.mm.yyyy` days of a packed string, oldest first ('' and malformed input: none). */
export function unpackDays(packed: string): string[] {
  const [head, body] = packed.split(':');
  const first = parseInt(head ?? '', 36);
  if (!body || Number.isNaN(first)) return [];
  const days: string[] = [];
  body.split('.').forEach((text, offset) => {
    const mask = text === '' ? 0 : parseInt(text, 36);
    const key = first + offset;
    for (let bit = 0; bit < 31; bit++) {
      if (mask & (1 << bit))
        days.push(`${pad(bit + 1)}.${pad((key % 12) + 1)}.${Math.floor(key / 12)}`);
    }
  });
  return days;
}
