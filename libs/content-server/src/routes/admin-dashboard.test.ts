import {
  adminDashboardSchema,
  createClient,
  moduleSchema,
  translationCounts,
  translationCountTotal,
  translationStatusSchema,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentType, pageUrl } from '../pages/read-page';
import { demoEditor } from '../seed/users';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
});
afterAll(() => server.close());

const editor = () => createClient({ fetch: server.fetch, cookies: headers['cookie'] ?? '' });
const dashboard = async (locale = 'de') =>
  v.parse(
    adminDashboardSchema,
    (await server.getJson(`/${locale}/api/admin/dashboard/`, { headers })).body,
  );
const page = (slug: string) =>
  server.db.selectFrom('page').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();

/** The toolbar's figure for a page opened in German: its sections, the page (DESIGN.md 8). */
async function toolbarCount(pageId: number): Promise<number> {
  const sections = await server.db
    .selectFrom('module')
    .select('id')
    .where('content_type', '=', pageContentType)
    .where('object_id', '=', pageId)
    .where('locale', '=', 'de')
    .where('parent_id', 'is', null)
    .execute();
  const query = `sections=${sections.map((row) => row.id).join(',')}&page=${pageId}`;
  const answer = await server.getJson(`/de/pageeditor-api/translation-status/?${query}`, {
    headers,
  });
  const status = v.parse(translationStatusSchema, answer.body);
  return translationCountTotal(translationCounts(status.sections));
}

/** A new German section at the end of the page, saved with one text (none in English). */
async function saveGermanSection(pageId: number) {
  const created = await server.app.request('/de/pageeditor-api/module/', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: 'ContainerModule',
      layout: 0,
      content_type: pageContentType,
      object_id: pageId,
      position: 99,
    }),
  });
  const { id, version } = v.parse(moduleSchema, await created.json());
  const blocks = [{ model: 'TextModule', column: 0, content: '<p>Nur auf Deutsch</p>' }];
  await editor().sections.save('de', id, { version, layout: 0, blocks } as never);
  return id;
}

describe('the admin dashboard tells what the editors see (DESIGN.md 8, 9)', () => {
  it('lists a saved section first, with who, when and the page it is seen on', async () => {
    const target = await page('leitbild');
    const before = Date.now();
    const id = await saveGermanSection(target.id);
    const [latest, ...rest] = (await dashboard()).recent;
    expect(latest).toMatchObject({
      kind: 'section',
      id,
      title: target.title_de,
      locale: 'de',
      url: pageUrl(target, 'de'),
      user: demoEditor.username,
    });
    expect(Date.parse(latest?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The page revision the save wrote along with it is the same change, not a second entry.
    expect(rest.some((change) => change.kind === 'page' && change.id === target.id)).toBe(false);
    const dates = (await dashboard()).recent.map((change) => Date.parse(change.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('counts missing translations as the toolbar does, page by page and in all', async () => {
    const target = await page('geschichte');
    const totalBefore = (await dashboard()).missingTranslations;
    const toolbarBefore = await toolbarCount(target.id);
    await saveGermanSection(target.id);
    const toolbarAfter = await toolbarCount(target.id);
    expect(toolbarAfter).toBeGreaterThan(toolbarBefore);
    const after = await dashboard('en');
    expect(after.missingTranslations - totalBefore).toBe(toolbarAfter - toolbarBefore);
    const entry = after.translationGaps.find((gap) => gap.url === pageUrl(target, 'en'));
    expect(entry && translationCountTotal(entry)).toBe(toolbarAfter);
    // The new German section is missing in English, as the toolbar says it.
    expect(entry?.sectionsMissing.en).toBeGreaterThanOrEqual(1);
    expect(entry?.title).toBe(target.title_en);
  });

  it('counts and lists drafts waiting and scheduled publications, on their pages', async () => {
    const target = await page('alumni');
    const id = await saveGermanSection(target.id);
    const before = await dashboard();
    const section = await editor().pageEditor.modules.get('de', id);
    if (section.model !== 'ContainerModule') throw new Error('not a section');
    const blocks = [{ model: 'TextModule', column: 0, content: '<p>Entwurf</p>' }];
    await editor().publishing.saveDraft('de', id, {
      version: section.version,
      layout: 0,
      blocks,
    } as never);
    await editor().publishing.publish('de', target.id, { publish_at: '2030-01-01T12:00' });
    const after = await dashboard();
    expect(after.draftsWaiting).toBe(before.draftsWaiting + 1);
    expect(after.scheduledPublications).toBe(before.scheduledPublications + 1);
    const expected = { title: target.title_de, url: pageUrl(target, 'de'), locale: 'de' };
    expect(after.drafts[0]).toMatchObject({ ...expected, user: demoEditor.username });
    expect(after.scheduled).toContainEqual({
      ...expected,
      at: '2030-01-01T11:00:00.000Z',
      user: demoEditor.username,
    });
  });

  it('lists entries with empty English texts and broken links, linking to their forms', async () => {
    const created = await server.app.request('/de/api/admin/entities/faculty/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name_de: 'Fachbereich ohne Englisch', name_en: '' }),
    });
    const { id } = (await created.json()) as { id: number };
    const answer = await dashboard();
    expect(answer.entriesUntranslated).toBeGreaterThanOrEqual(1);
    expect(answer.untranslatedEntries).toContainEqual({
      entity: 'study/faculty',
      id,
      title: 'Fachbereich ohne Englisch',
      detail: 'EN',
    });
    expect(answer.recent[0]).toMatchObject({ kind: 'entity', entity: 'study/faculty', id });
    expect(answer.brokenLinks).toBe(answer.brokenLinkList.length);
  });
});
