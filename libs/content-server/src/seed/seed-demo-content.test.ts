import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';
import { seedDemoContent } from './seed-demo-content';
import { demoEditor } from './users';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const count = async (
  table:
    | 'news'
    | 'event'
    | 'person'
    | 'microsite'
    | 'home_teaser'
    | 'instagram_post'
    | 'study_programme'
    | 'application_page',
) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select(server.db.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('seedDemoContent', () => {
  it('fills the demo volumes', async () => {
    expect(await count('news')).toBeGreaterThanOrEqual(40);
    expect(await count('event')).toBeGreaterThanOrEqual(40);
    expect(await count('person')).toBe(60);
    expect(await count('microsite')).toBeGreaterThanOrEqual(12);
    expect(await count('home_teaser')).toBeGreaterThanOrEqual(8);
    expect(await count('instagram_post')).toBeGreaterThan(0);
    expect(await count('study_programme')).toBe(8);
    expect(await count('application_page')).toBe(8);
    const releases = await server.db
      .selectFrom('press_item')
      .select('id')
      .where('kind', '=', 'release')
      .execute();
    expect(releases).toHaveLength(10);
  });

  it('spreads events around the day of the seed and persons over 5+ categories', async () => {
    const past = await server.db
      .selectFrom('event')
      .select('id')
      .where('starts_at', '<', testToday)
      .execute();
    const future = await server.db
      .selectFrom('event')
      .select('id')
      .where('starts_at', '>=', testToday)
      .execute();
    expect(past.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    const categories = await server.db
      .selectFrom('person_category')
      .select('category_id')
      .distinct()
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const groups = await server.db.selectFrom('microsite').select('grouping').distinct().execute();
    expect(groups).toHaveLength(3);
  });

  it('has one active breaking news item, a menu with highlighted, normal and nested entries, and a footer', async () => {
    const active = await server.db
      .selectFrom('breaking_news')
      .select('id')
      .where('is_online', '=', true)
      .execute();
    expect(active).toHaveLength(1);
    const menu = await server.db
      .selectFrom('navigation_item')
      .selectAll()
      .where('menu', '=', 'menu')
      .execute();
    expect(menu.some((item) => item.in_highlight_menu)).toBe(true);
    expect(menu.some((item) => !item.in_highlight_menu && item.parent_id === null)).toBe(true);
    expect(menu.some((item) => item.parent_id !== null)).toBe(true);
    expect(
      await server.db
        .selectFrom('navigation_item')
        .select('id')
        .where('menu', '=', 'footer')
        .execute(),
    ).not.toHaveLength(0);
  });

  it('creates the documented editor account with a hashed password and the legacy redirect', async () => {
    const user = await server.db
      .selectFrom('app_user')
      .selectAll()
      .where('email', '=', demoEditor.email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).not.toContain(demoEditor.password);
    expect(await verifyPassword(demoEditor.password, user.password_hash)).toBe(true);
    const redirect = await server.db
      .selectFrom('redirect')
      .selectAll()
      .where('old_path', '=', '/de/alte-seite')
      .executeTakeFirstOrThrow();
    expect(redirect.new_path).toBe('/de/hochschule/leitbild');
  });

  /** Categories, faculties and titles agree, so the filters demonstrate what they do. */
  it('files every news item and event under the category and faculty its title belongs to', async () => {
    const { db } = server;
    const rows = async (table: 'news' | 'event') =>
      db
        .selectFrom(table)
        .innerJoin('category', 'category.id', `${table}.category_id`)
        .leftJoin('faculty', 'faculty.id', `${table}.faculty_id`)
        .select([
          `${table}.title_de as title`,
          'category.name_de as category',
          'faculty.slug_de as faculty',
        ])
        .execute();
    const expected: [RegExp, string, string][] = [
      [/^Abschlussausstellung|^Werkschau Fotografie/, 'Kunst und Design', 'kunst-und-design'],
      [/^Orchesterkonzert|^Sommerakademie Jazz/, 'Musik', 'musik'],
      [/^Gastprofessur Komposition/, 'Forschung', 'musik'],
      [/^Preis für Bildhauerei/, 'Hochschule', 'kunst-und-design'],
      [/^Semesterkonzert|^Kammermusikabend/, 'Konzert', 'musik'],
      [/^Opernszenen/, 'Theater', 'musik'],
      [/^Vernissage Malerei/, 'Ausstellung', 'kunst-und-design'],
      [/^Workshop Siebdruck/, 'Workshop', 'kunst-und-design'],
      [/^Ringvorlesung Ästhetik/, 'Vortrag', 'kunst-und-design'],
    ];
    for (const row of [...(await rows('news')), ...(await rows('event'))]) {
      const rule = expected.find(([title]) => title.test(row.title));
      expect(rule, row.title).toBeDefined();
      expect({ title: row.title, category: row.category, faculty: row.faculty }).toEqual({
        title: row.title,
        category: rule?.[1],
        faculty: rule?.[2],
      });
    }
    // Every category of news and events demonstrates something.
    const used = await db
      .selectFrom('category')
      .select('name_de')
      .where('kind', 'in', ['news', 'event'])
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('news')
              .select('news.id')
              .whereRef('news.category_id', '=', 'category.id'),
          ),
          eb.exists(
            eb
              .selectFrom('event')
              .select('event.id')
              .whereRef('event.category_id', '=', 'category.id'),
          ),
        ]),
      )
      .execute();
    expect(used).toHaveLength(9);
  });

  it('leaves a database with content alone', async () => {
    expect(await seedDemoContent(server.db, { today: testToday })).toBe(false);
    expect(await count('news')).toBe(48);
  });
});
