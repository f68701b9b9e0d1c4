/** spec 1, 9: Aula's time zone; publication times are entered and shown in it. */
const zone = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a `datetime-local` value (`2026-11-23T14:05`) on Berlin's wall clock. */
export function toBerlinLocal(instant: Date): string {
  const map = Object.fromEntries(
    parts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${map['year']}-${map['month']}-${map['day']}T${map['hour']}:${map['minute']}`;
}

/** The pattern of a `datetime-local` value without seconds. */
export const berlinLocalPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a Berlin wall-clock time (`2026-11-23T14:05`) names, or null when it is not a
 * real time there (a bad pattern, 31 February). In the autumn hour that happens twice the
 * earlier is taken; a time in the spring gap moves on by the hour that was skipped.
 */
export function fromBerlinLocal(value: string): Date | null {
  const match = berlinLocalPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // Berlin is UTC+1 or UTC+2: try both offsets and keep the one whose wall clock matches.
  for (const offsetHours of [2, 1]) {
    const instant = new Date(wall - offsetHours * 3_600_000);
    if (toBerlinLocal(instant) === value) return instant;
  }
  return new Date(wall - 3_600_000);
}
