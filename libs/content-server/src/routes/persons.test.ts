import { personCategoriesSchema, personDetailSchema, personListSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const list = async (path: string) => v.parse(personListSchema, (await server.getJson(path)).body).results;

describe('GET /{locale}/api/persons/', () => {
  it('lists all 60 persons with their categories in both languages', async () => {
    const de = await list('/de/api/persons/');
    expect(de).toHaveLength(60);
    expect(de[0]?.categories.length).toBeGreaterThan(0);
    const en = await list('/en/api/persons/');
    expect(en.find((person) => person.id === 1)?.urls).toEqual({ de: '/de/personen/anna-becker-1/1', en: '/en/person/anna-becker-1/1' });
  });

  it('answers at least five categories and filters by one', async () => {
    const categories = v.parse(personCategoriesSchema, (await server.getJson('/en/api/persons/categories/')).body);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories[1]?.name).toBe('Professors');
    const professors = await list(`/en/api/persons/?category=${categories[1]?.id}`);
    expect(professors.length).toBeGreaterThan(0);
    expect(professors.every((person) => person.categories.some((category) => category.name === 'Professors'))).toBe(true);
  });

  it('searches names and positions, ignoring case and accents', async () => {
    const found = await list('/de/api/persons/?search=schafer');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((person) => person.name.includes('Schäfer'))).toBe(true);
    expect(await list('/en/api/persons/?search=piano')).not.toHaveLength(0);
    expect(await list('/de/api/persons/?search=zzzz')).toHaveLength(0);
  });

  it('answers a person and hides offline ones', async () => {
    const person = v.parse(personDetailSchema, (await server.getJson('/de/api/persons/2/')).body);
    expect(person.body_slug).toBe('person-2-body');
    await server.db.updateTable('person').set({ is_online: false }).where('id', '=', 2).execute();
    expect((await server.getJson('/de/api/persons/2/')).status).toBe(404);
    expect((await list('/de/api/persons/')).map((entry) => entry.id)).not.toContain(2);
  });
});
