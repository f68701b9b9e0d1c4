import { calendarSchema, categoriesSchema, createClient } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const days = async (path: string) =>
  v.parse(calendarSchema, (await server.getJson(path)).body).map((day) => day.toISOString());

/**
 * The calendar of a list follows its filter (it offers only days that find something): after a
 * category, only that category's days.
 */
describe.each(['news', 'events'] as const)(
  'GET /{locale}/api/%s/calendar/ under a filter',
  (area) => {
    it('offers exactly the days that have entries of the chosen category, and the chosen day does not narrow it', async () => {
      const client = createClient({ baseUrl: 'http://content.test', fetch: server.fetch });
      const all = await days(`/de/api/${area}/calendar/`);
      const categories = v.parse(
        categoriesSchema,
        (await server.getJson(`/de/api/${area}/categories/`)).body,
      );
      let narrowed = 0;
      for (const category of categories) {
        const own = await days(`/de/api/${area}/calendar/?category=${category.slug}`);
        expect(own.every((day) => all.includes(day))).toBe(true);
        if (own.length < all.length) narrowed += 1;
        // Every offered day answers entries of the category, and every other day of the full calendar none.
        const calendar = await client[area].calendar('de', { category: [category.slug] });
        for (const day of calendar) {
          const date = new Intl.DateTimeFormat('de-DE', {
            timeZone: 'Europe/Berlin',
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
          }).format(day);
          expect(
            (await client[area].list('de', { filter: { category: [category.slug], date: [date] } }))
              .count,
            `${category.slug} ${date}`,
          ).toBeGreaterThan(0);
        }
        const others = all.filter((day) => !own.includes(day)).slice(0, 3);
        for (const iso of others) {
          const date = new Intl.DateTimeFormat('de-DE', {
            timeZone: 'Europe/Berlin',
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
          }).format(new Date(iso));
          expect(
            (await client[area].list('de', { filter: { category: [category.slug], date: [date] } }))
              .count,
          ).toBe(0);
        }
        // The chosen day is part of the list's filter, not of the calendar's.
        const [first] = calendar;
        if (first) {
          const date = new Intl.DateTimeFormat('de-DE', {
            timeZone: 'Europe/Berlin',
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
          }).format(first);
          expect(
            await days(`/de/api/${area}/calendar/?category=${category.slug}&date=${date}`),
          ).toEqual(own);
        }
      }
      expect(narrowed).toBeGreaterThan(0);
    });
  },
);
