/** One event as the calendar file needs it (times as ISO strings, UTC or with an offset). */
export interface CalendarEvent {
  /** Stable per event, so importing it twice updates rather than duplicates. */
  uid: string;
  title: string;
  start: string;
  end?: string | null | undefined;
  location?: string | null | undefined;
  /** The event's page (absolute or site-relative). */
  url?: string | undefined;
}

/** `20261124T180000Z`: an instant in the iCalendar UTC form. */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * The iCalendar file (RFC 5545) of an event for "add to calendar". Without an end the
 * event lasts two hours; the stamp is the start, so the same event always gives the same file.
 */
export function calendarFile(event: CalendarEvent): string {
  const end =
    event.end ?? new Date(new Date(event.start).getTime() + 2 * 60 * 60 * 1000).toISOString();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aula//Events//DE',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.start)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The file as a `data:` link target, so the button needs no endpoint and no script. */
export function calendarHref(event: CalendarEvent): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarFile(event))}`;
}
