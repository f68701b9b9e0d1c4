import { describe, expect, it } from 'vitest';
import { calendarFile, calendarHref } from './calendar-file';

describe('calendarFile', () => {
  it('writes one event in UTC with escaped text', () => {
    const file = calendarFile({
      uid: 'event-25@aula',
      title: 'Konzert; Teil 1, Klavier',
      start: '2026-11-24T19:00:00+01:00',
      end: '2026-11-24T21:00:00+01:00',
      location: 'Studiobühne',
      url: 'https://aula.example/de/veranstaltungen/konzert/25',
    });
    expect(file).toContain('DTSTART:20261124T180000Z\r\n');
    expect(file).toContain('DTEND:20261124T200000Z\r\n');
    expect(file).toContain('SUMMARY:Konzert\\; Teil 1\\, Klavier\r\n');
    expect(file).toContain('LOCATION:Studiobühne\r\n');
    expect(file).toContain('UID:event-25@aula\r\n');
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('gives an event without an end two hours and no empty fields', () => {
    const file = calendarFile({ uid: 'x', title: 'Vortrag', start: '2026-01-10T10:00:00.000Z' });
    expect(file).toContain('DTEND:20260110T120000Z');
    expect(file).not.toContain('LOCATION');
    expect(file).not.toContain('URL');
  });

  it('is a data link of the calendar type', () => {
    const href = calendarHref({ uid: 'x', title: 'A', start: '2026-01-10T10:00:00.000Z' });
    expect(href.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
  });
});
