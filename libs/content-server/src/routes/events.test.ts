import {
  calendarSchema,
  categoriesSchema,
  eventDetailSchema,
  eventPageSchema,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const page = async (path: string) => v.parse(eventPageSchema, (await server.getJson(path)).body);

describe('GET /{locale}/api/events/', () => {
  it('lists upcoming events first to last, 12 per page, in both languages', async () => {
    const de = await page('/de/api/events/');
    expect(de.count).toBe(24);
    expect(de.results).toHaveLength(12);
    expect(de.results.every((event) => new Date(event.end ?? event.start) >= testToday)).toBe(true);
    expect(de.results.map((event) => event.start)).toEqual(
      [...de.results.map((event) => event.start)].sort(),
    );
    const en = await page('/en/api/events/?page=2');
    expect(en.previous).toBe('/en/api/events/?page=1');
    expect(en.results[0]?.urls.en).toMatch(/^\/en\/events\/[a-z0-9-]+\/\d+$/);
    expect((await server.getJson('/en/api/events/?page=3')).status).toBe(404);
  });

  it('filters home events, faculty and category', async () => {
    const home = await page('/de/api/events/?is_home=true');
    expect(home.count).toBeGreaterThan(0);
    expect(home.results.every((event) => event.is_home)).toBe(true);
    const faculty = await page('/de/api/events/?faculty=2');
    expect(faculty.results.every((event) => event.faculty === 2)).toBe(true);
    const concerts = await page('/en/api/events/?category=concert');
    expect(concerts.results.every((event) => event.categories[0]?.name === 'Concert')).toBe(true);
  });

  it('shows the events of a past day with the date filter and answers the calendar', async () => {
    const first = await server.db
      .selectFrom('event')
      .select('starts_at')
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    const day = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(first.starts_at);
    const past = await page(`/de/api/events/?date=${day}`);
    expect(past.count).toBe(1);
    const calendar = (await server.getJson('/de/api/events/calendar/')).body;
    expect(v.parse(calendarSchema, calendar)).toHaveLength(24);
  });

  it('answers categories and an event detail', async () => {
    expect(
      v
        .parse(categoriesSchema, (await server.getJson('/en/api/events/categories/')).body)
        .map((category) => category.name),
    ).toContain('Exhibition');
    const detail = v.parse(eventDetailSchema, (await server.getJson('/de/api/events/3/')).body);
    expect(detail).toMatchObject({ id: 3, body_slug: 'event-3-body' });
    expect(detail.image_url).toMatch(/^\/media\//);
    expect((await server.getJson('/de/api/events/4242/')).status).toBe(404);
  });

  it('never shows offline events', async () => {
    await server.db.updateTable('event').set({ is_online: false }).where('id', '=', 30).execute();
    const all = [
      ...(await page('/de/api/events/')).results,
      ...(await page('/de/api/events/?page=2')).results,
    ];
    expect(all.map((event) => event.id)).not.toContain(30);
    expect((await server.getJson('/de/api/events/30/')).status).toBe(404);
  });
});
