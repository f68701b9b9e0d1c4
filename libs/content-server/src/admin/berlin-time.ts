import { timeZone } from '@aula/i18n';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Europe/Berlin wall time, as a `datetime-local` input shows it (`2026-11-23T10:00`). */
export function toBerlinLocal(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p['year']}-${p['month']}-${p['day']}T${p['hour']}:${p['minute']}`;
}

/** The moment of a Europe/Berlin wall time (`2026-11-23T10:00` or `2026-11-23`, then midnight). */
export function fromBerlinLocal(local: string): Date {
  const [day = '', time = '00:00'] = local.split('T');
  const asUtc = new Date(`${day}T${time.slice(0, 5)}:00Z`).getTime();
  // The offset at that moment (1 or 2 hours); computed twice so a time near the switch lands right.
  const offset = (at: number) => new Date(`${toBerlinLocal(new Date(at))}:00Z`).getTime() - at;
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}
