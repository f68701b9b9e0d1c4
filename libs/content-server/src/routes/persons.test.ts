import { personCategoriesSchema, personDetailSchema, personListSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const list = async (path: string) =>
  v.parse(personListSchema, (await server.getJson(path)).body).results;

describe('GET /{locale}/api/persons/', () => {
  it('lists all 60 persons with their categories in both languages', async () => {
    const de = await list('/de/api/persons/');
    expect(de).toHaveLength(60);
    expect(de[0]?.categories.length).toBeGreaterThan(0);
    const en = await list('/en/api/persons/');
    expect(en.find((person) => person.id === 1)?.urls).toEqual({
      de: '/de/personen/anna-becker-1/1',
      en: '/en/person/anna-becker-1/1',
    });
  });

  it('answers at least five categories and filters by one', async () => {
    const categories = v.parse(
      personCategoriesSchema,
      (await server.getJson('/en/api/persons/categories/')).body,
    );
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories[1]?.name).toBe('Professors');
    // spec 3: every category carries its plural name, equal to its name.
    expect(categories.every((category) => category.name_plural === category.name)).toBe(true);
    const professors = await list(`/en/api/persons/?category=${categories[1]?.id}`);
    expect(professors.length).toBeGreaterThan(0);
    expect(
      professors.every((person) =>
        person.categories.some((category) => category.name === 'Professors'),
      ),
    ).toBe(true);
  });

  it('searches names and positions, ignoring case and accents', async () => {
    const found = await list('/de/api/persons/?search=schafer');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((person) => person.name.includes('Schäfer'))).toBe(true);
    expect(await list('/en/api/persons/?search=piano')).not.toHaveLength(0);
    expect(await list('/de/api/persons/?search=zzzz')).toHaveLength(0);
  });

  it.each(['de', 'en'] as const)(
    'answers a person with portrait, website and faculty, and one without (%s)',
    async (locale) => {
      const music = await server.db
        .selectFrom('faculty')
        .select('id')
        .where('slug_en', '=', 'music')
        .executeTakeFirstOrThrow();
      const full = v.parse(
        personDetailSchema,
        (await server.getJson(`/${locale}/api/persons/25/`)).body,
      );
      expect(full).toMatchObject({
        name: 'Prof. Anna Bauer',
        website: 'https://portfolio.aula.example/anna-bauer-25',
        faculty: music.id,
        width: 400,
        height: 500,
      });
      expect(full.image).toBeGreaterThan(0);
      expect(full.image_url).toMatch(/^\/media\/derivatives\/.+-vertical\.webp$/);
      expect(full.alt).not.toBe('');
      expect(full.thumbs).toEqual([{ url: full.image_url, width: 400 }]);
      const listed = (await list(`/${locale}/api/persons/`)).find((person) => person.id === 25);
      expect(listed).toMatchObject({
        image: full.image,
        image_url: full.image_url,
        width: 400,
        height: 500,
      });

      const bare = v.parse(
        personDetailSchema,
        (await server.getJson(`/${locale}/api/persons/6/`)).body,
      );
      expect(bare).toMatchObject({
        website: null,
        faculty: null,
        image: null,
        image_url: null,
        width: null,
        height: null,
        thumbs: [],
      });
      expect(
        (await list(`/${locale}/api/persons/`)).find((person) => person.id === 6),
      ).toMatchObject({ image: null, image_url: null });
    },
  );

  it('gives all but one in twelve persons a portrait, every third a website, positions a faculty', async () => {
    const rows = await server.db
      .selectFrom('person')
      .select(['id', 'image_id', 'website', 'faculty_id', 'position_en'])
      .orderBy('id')
      .execute();
    expect(rows.filter((row) => row.image_id !== null)).toHaveLength(55);
    expect(rows.filter((row) => row.website !== null)).toHaveLength(20);
    const faculties = await server.db.selectFrom('faculty').select(['id', 'slug_en']).execute();
    const facultyOf = (id: number | null) =>
      faculties.find((faculty) => faculty.id === id)?.slug_en ?? null;
    for (const row of rows) {
      const expected = /composition|piano/.test(row.position_en)
        ? 'music'
        : /painting|photography/.test(row.position_en)
          ? 'art-and-design'
          : null;
      expect(facultyOf(row.faculty_id)).toBe(expected);
    }
  });

  it('answers only http(s) websites', async () => {
    const website = async () =>
      v.parse(personDetailSchema, (await server.getJson('/en/api/persons/4/')).body).website;
    for (const [stored, answered] of [
      ['javascript:alert(1)', null],
      ['ftp://files.aula.example/cv', null],
      ['portfolio.aula.example', null],
      ['  ', null],
      ['http://portfolio.aula.example/x', 'http://portfolio.aula.example/x'],
    ] as const) {
      await server.db.updateTable('person').set({ website: stored }).where('id', '=', 4).execute();
      expect(await website()).toBe(answered);
    }
  });

  it('answers a person and hides offline ones', async () => {
    const person = v.parse(personDetailSchema, (await server.getJson('/de/api/persons/2/')).body);
    expect(person.body_slug).toBe('person-2-body');
    await server.db.updateTable('person').set({ is_online: false }).where('id', '=', 2).execute();
    expect((await server.getJson('/de/api/persons/2/')).status).toBe(404);
    expect((await list('/de/api/persons/')).map((entry) => entry.id)).not.toContain(2);
  });
});
