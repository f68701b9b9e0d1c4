import { href } from '@aula/routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** The ids of the slot sections (top-level containers with a slug) in `locale`, by slug. */
async function slotSections(locale: 'de' | 'en') {
  const rows = await server.db
    .selectFrom('module')
    .select(['id', 'slug'])
    .where('locale', '=', locale)
    .where('slug', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.slug ?? '', row.id]));
}

/** The data of the blocks inside a section (one level down: its columns' blocks). */
async function blocksOf(sectionId: number) {
  return server.db
    .selectFrom('module')
    .select(['model', 'data'])
    .where('parent_id', '=', sectionId)
    .execute();
}

describe('the demo content has depth (DESIGN.md 3)', () => {
  it('gives every image an alt text in both languages, each its own picture', async () => {
    const media = await server.db.selectFrom('media').select(['alt_de', 'alt_en']).execute();
    expect(media.length).toBeGreaterThanOrEqual(40);
    for (const image of media) {
      expect(image.alt_de).toMatch(/\S{3}/);
      expect(image.alt_en).toMatch(/\S{3}/);
    }
    const artworks = media.filter((image) => image.alt_en.startsWith('Abstract'));
    expect(new Set(artworks.map((image) => image.alt_de)).size).toBe(artworks.length);
  });

  it('shows no image twice on the home page', async () => {
    const { db } = server;
    const hero = await db
      .selectFrom('module')
      .innerJoin('page', 'page.id', 'module.object_id')
      .select('module.id')
      .where('page.slug', '=', 'home')
      .where('module.locale', '=', 'de')
      .executeTakeFirstOrThrow();
    const heroImages = (await blocksOf(hero.id))
      .filter((block) => block.model === 'ImageModule')
      .map((block) => Number(block.data['image']));
    expect(heroImages).toHaveLength(1);
    const events = await db
      .selectFrom('event')
      .select('image_id')
      .where('is_home', '=', true)
      .where('starts_at', '>=', testToday)
      .execute();
    // Eight teasers, the highlighted first (highlightedTeasers); the news cards have no image.
    const teasers = await db
      .selectFrom('home_teaser')
      .select('image_id')
      .orderBy('is_highlight', 'desc')
      .orderBy('position')
      .limit(8)
      .execute();
    const feed = await db.selectFrom('instagram_post').select('image_id').execute();
    const shown = [...heroImages, ...[...events, ...teasers, ...feed].map((row) => row.image_id)];
    expect(shown).not.toContain(null);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('gives news and press releases an image, nearly every person a portrait', async () => {
    const { db } = server;
    const missing = (table: 'news' | 'press_item') =>
      db.selectFrom(table).select('id').where('image_id', 'is', null).execute();
    expect(await missing('news')).toEqual([]);
    expect(await missing('press_item')).toEqual([]);
    const persons = await db.selectFrom('person').select('image_id').execute();
    expect(persons.filter((person) => person.image_id !== null)).toHaveLength(55);
  });

  it('shows no portrait twice on a page of the persons directory (24 a page)', async () => {
    const persons = await server.db
      .selectFrom('person')
      .select('image_id')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    for (let start = 0; start < persons.length; start += 24) {
      const page = persons.slice(start, start + 24).flatMap((row) => row.image_id ?? []);
      expect(new Set(page).size, `page from ${start}`).toBe(page.length);
    }
  });

  it('fills the slots of guest auditors, press, study and details in both languages', async () => {
    const programmes = await server.db.selectFrom('study_programme').select('id').execute();
    const subjects = await server.db.selectFrom('study_subject').select('id').execute();
    const applications = await server.db.selectFrom('application_page').select('id').execute();
    const expected = [
      'guest-auditors-body',
      'press-intro',
      ...programmes.map(({ id }) => `programme-${id}-body`),
      ...subjects.map(({ id }) => `subject-${id}-body`),
      ...applications.map(({ id }) => `application-${id}-body`),
      'news-1-body',
      'person-25-body',
      'press-release-1-body',
    ];
    for (const locale of ['de', 'en'] as const) {
      const sections = await slotSections(locale);
      for (const slug of expected) {
        const id = sections.get(slug);
        expect(id, `${slug} (${locale})`).toBeDefined();
        expect(await blocksOf(id ?? 0), slug).not.toHaveLength(0);
      }
      // The editing specs create these sections themselves, in an empty slot.
      for (const id of [3, 4, 7, 8, 9, 10]) expect(sections.has(`news-${id}-body`)).toBe(false);
    }
  });

  it('leads from a programme page to its application page and names its requirements', async () => {
    const sections = await slotSections('de');
    const blocks = await blocksOf(sections.get('programme-1-body') ?? 0);
    const application = await server.db
      .selectFrom('application_page')
      .select(['id', 'slug_de'])
      .where('programme_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(blocks.map((block) => block.data['link'])).toContain(
      href('applicationDetail', 'de', { slug: application.slug_de, id: application.id }),
    );
    const texts = blocks.map((block) => String(block.data['content'] ?? '')).join(' ');
    expect(texts).toContain('Zulassung');
    expect(texts).toMatch(/<li>Prima-vista-Spiel/);
  });
});
