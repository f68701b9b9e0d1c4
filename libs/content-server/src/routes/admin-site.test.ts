import {
  adminDashboardSchema,
  adminNavTreeSchema,
  adminSubscriptionsSchema,
  type AdminNavItem,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
});
afterAll(() => server.close());

const get = async (path: string) => (await server.getJson(path, { headers })).body;

describe('admin navigation, newsletter and dashboard (DESIGN.md 9)', () => {
  it('edits a menu as a tree: renamed, reordered, nested, a new entry; entries keep their ids', async () => {
    const { items } = v.parse(adminNavTreeSchema, await get('/de/api/admin/navigation/menu/'));
    expect(items.length).toBeGreaterThan(1);
    const [first, second, ...rest] = items as [AdminNavItem, AdminNavItem, ...AdminNavItem[]];
    const added: AdminNavItem = {
      id: null,
      headline_de: 'Neu',
      headline_en: 'New',
      url_de: '/de/neu',
      url_en: '/en/new',
      in_highlight_menu: true,
      children: [],
    };
    const edited = [
      { ...second, children: [...second.children, { ...first, headline_de: 'Umbenannt' }] },
      ...rest,
      added,
    ];
    server.revalidations.length = 0;
    const response = await server.app.request('/de/api/admin/navigation/menu/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ items: edited }),
    });
    expect(response.status).toBe(200);
    const saved = v.parse(adminNavTreeSchema, await get('/de/api/admin/navigation/menu/')).items;
    expect(saved[0]?.id).toBe(second.id);
    expect(saved[0]?.children.at(-1)).toMatchObject({ id: first.id, headline_de: 'Umbenannt' });
    expect(saved.at(-1)).toMatchObject({ headline_de: 'Neu', in_highlight_menu: true });
    expect(typeof saved.at(-1)?.id).toBe('number');
    expect(server.revalidations).toEqual([['navigation-list']]);
    // The footer is another tree.
    const footer = v.parse(adminNavTreeSchema, await get('/de/api/admin/navigation/footer/')).items;
    expect(footer.map((item) => item.id)).not.toContain(first.id);
  });

  it('lists subscriptions, exports them as CSV (formulas defused) and deletes one on request', async () => {
    await server.db
      .insertInto('newsletter_subscription')
      .values({
        email: 'csv@example.org',
        name: '=HYPERLINK("x")',
        locale: 'en',
        newsletter_ids: [1],
        token: 't-admin-csv',
      })
      .execute();
    const list = v.parse(
      adminSubscriptionsSchema,
      await get('/de/api/admin/newsletter/subscriptions/'),
    );
    const row = list.results.find((entry) => entry.email === 'csv@example.org');
    expect(row).toMatchObject({ name: '=HYPERLINK("x")', locale: 'en', confirmed: false });
    const csv = await server.app.request('/de/api/admin/newsletter/subscriptions/export.csv', {
      headers,
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      '"email","name","language","newsletters","confirmed_at","created_at"',
    );
    expect(text).toContain(`"csv@example.org","'=HYPERLINK(""x"")","en",`);
    expect(
      (await server.app.request('/de/api/admin/newsletter/subscriptions/export.csv')).status,
    ).toBe(401);
    const removed = await server.app.request(`/de/api/admin/newsletter/subscriptions/${row?.id}/`, {
      method: 'DELETE',
      headers,
    });
    expect(removed.status).toBe(204);
    expect(
      await server.db
        .selectFrom('newsletter_subscription')
        .select('id')
        .where('email', '=', 'csv@example.org')
        .execute(),
    ).toEqual([]);
  });

  it('shows the latest changes and the counts on the dashboard', async () => {
    await server.app.request('/de/api/admin/entities/faculty/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name_de: 'Fachbereich Test', name_en: '' }),
    });
    const dashboard = v.parse(adminDashboardSchema, await get('/de/api/admin/dashboard/'));
    expect(dashboard.recent[0]).toMatchObject({
      entity: 'study/faculty',
      title: 'Fachbereich Test',
      user: expect.any(String),
    });
    expect(dashboard.entriesUntranslated).toBeGreaterThanOrEqual(1);
    expect(dashboard.brokenLinks).toBeGreaterThanOrEqual(0);
    expect(dashboard).toMatchObject({ draftsWaiting: 0, scheduledPublications: 0 });
    // DESIGN.md 8's drafts and scheduled publications are counted too.
    const { id } = await server.db
      .selectFrom('module')
      .select('id')
      .where('model', '=', 'ContainerModule')
      .where('locale', '=', 'de')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const section = (await get(`/de/pageeditor-api/module/${id}/`)) as {
      version: number;
      layout: number;
    };
    const draft = await server.app.request(`/de/pageeditor-api/container/${id}/draft/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: section.version, layout: section.layout, blocks: [] }),
    });
    expect(draft.status).toBeLessThan(300);
    expect(v.parse(adminDashboardSchema, await get('/de/api/admin/dashboard/'))).toMatchObject({
      draftsWaiting: 1,
      scheduledPublications: 0,
    });
    expect((await server.app.request('/de/api/admin/dashboard/')).status).toBe(401);
  });
});
