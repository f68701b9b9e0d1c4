import {
  createClient,
  pageSchema,
  publishingStateSchema,
  ValidationError,
  type ContainerModule,
  type Locale,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageContentType } from '../pages/read-page';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';
import { publishingCounts } from './publishing-counts';
import { claimDuePublications, runDuePublications } from './publication-scheduler';

let server: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
});
afterAll(() => server.close());
beforeEach(() => {
  server.revalidations.length = 0;
});

const editor = () => createClient({ fetch: server.fetch, cookies: headers['cookie'] ?? '' });
const visitorPage = async (locale: Locale, path: string) =>
  server.getJson(`/${locale}/pageeditor-api/page/${path}`);
const headlineOf = (page: unknown) => {
  const parsed = v.parse(pageSchema, page);
  const block =
    parsed.modules[0]?.model === 'ContainerModule'
      ? parsed.modules[0].columns[0]?.children[0]
      : undefined;
  return block && 'content' in block ? block.content : undefined;
};

/** The page's id and its first section (as an editor reads it). */
async function pageWithSection(slug: string, locale: Locale) {
  const page = await server.db
    .selectFrom('page')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const root = await server.db
    .selectFrom('module')
    .select('id')
    .where('content_type', '=', pageContentType)
    .where('object_id', '=', page.id)
    .where('locale', '=', locale)
    .where('parent_id', 'is', null)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  const section = await editor().pageEditor.modules.get(locale, root.id);
  if (section.model !== 'ContainerModule') throw new Error('not a section');
  return { pageId: page.id, section };
}

/** The section's blocks as a save body, the first headline's text replaced. */
const withHeadline = (section: ContainerModule, content: string) => ({
  version: section.version,
  layout: section.layout,
  blocks: section.columns.flatMap((column, index) =>
    column.children.map((child, position) => ({
      ...child,
      column: index,
      ...(index === 0 && position === 0 ? { content } : {}),
    })),
  ) as never[],
});

describe('drafts and publishing (DESIGN.md 8)', () => {
  it('keeps visitors on the published state while a draft waits, previews it for editors, then publishes it', async () => {
    const { pageId, section } = await pageWithSection('weiterbildung', 'de');
    await editor().publishing.saveDraft('de', section.id, withHeadline(section, 'Entwurfstitel'));
    expect(headlineOf((await visitorPage('de', 'weiterbildung')).body)).toBe('Weiterbildung');
    expect(server.revalidations).toEqual([]);
    const state = await editor().publishing.state('de', pageId);
    expect(state.drafts.map((draft) => draft.module_id)).toEqual([section.id]);
    expect(state.errors).toEqual({});

    const { version_id } = await editor().publishing.preview('de', pageId);
    expect(
      headlineOf(await editor().pageEditor.page('de', 'weiterbildung', { versionId: version_id })),
    ).toBe('Entwurfstitel');
    expect(headlineOf((await visitorPage('de', 'weiterbildung')).body)).toBe('Weiterbildung');
    // A visitor cannot read the preview revision.
    expect(
      headlineOf((await visitorPage('de', `weiterbildung?version_id=${version_id}`)).body),
    ).toBe('Weiterbildung');

    const published = await editor().publishing.publish('de', pageId);
    expect(published.drafts).toEqual([]);
    expect(headlineOf((await visitorPage('de', 'weiterbildung')).body)).toBe('Entwurfstitel');
    expect(server.revalidations.flat()).toEqual(
      expect.arrayContaining([`page-${pageId}`, `module-${section.id}`]),
    );
    const revisions = await editor().publishing.revisions('de', section.id);
    expect(revisions.map((revision) => revision.kind)).toEqual(['publish', 'draft', 'save']);
    // The first entry is the seeded state (no one saved it), so it can be restored too.
    expect(revisions[2]).toMatchObject({
      user: null,
      snapshot: { blocks: [{ content: 'Weiterbildung' }, expect.anything()] },
    });
  });

  it('saves an incomplete draft, lists its faulty block and refuses to publish it, changing nothing', async () => {
    const { pageId, section } = await pageWithSection('internationales', 'en');
    await editor().publishing.saveDraft('en', section.id, withHeadline(section, ''));
    const state = await editor().publishing.state('en', pageId);
    expect(state.errors).toEqual({
      [`sections.${section.id}.blocks.0.content`]: ['validation.required'],
    });
    const error = await editor()
      .publishing.publish('en', pageId)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual(state.errors);
    expect(headlineOf((await visitorPage('en', 'international')).body)).toBe('International');
    expect((await editor().publishing.draft('en', section.id)).body.blocks[0]).toMatchObject({
      content: '',
    });
    await editor().publishing.discardDraft('en', section.id);
    expect((await editor().publishing.state('en', pageId)).errors).toEqual({});
  });

  it('takes a page offline (not found for visitors, spec 4) and publishing brings it back', async () => {
    const { pageId } = await pageWithSection('alumni', 'de');
    await editor().publishing.unpublish('de', pageId);
    expect((await visitorPage('de', 'alumni')).status).toBe(404);
    expect(server.revalidations.flat()).toEqual(expect.arrayContaining([`page-${pageId}`]));
    expect((await server.getJson('/de/pageeditor-api/page/alumni', { headers })).status).toBe(200);
    await editor().publishing.publish('de', pageId);
    expect((await visitorPage('de', 'alumni')).status).toBe(200);
  });
});

describe('scheduled publishing (DESIGN.md 8, Europe/Berlin)', () => {
  it('refuses a time in the past or not a time, and schedules one in the future', async () => {
    const { pageId } = await pageWithSection('tag-der-kuenste', 'de');
    for (const [publish_at, message] of [
      ['2026-11-22T10:59', 'publishing.validation.future'], // 09:59 UTC, before the pinned now
      ['22.11.2026 12:00', 'publishing.validation.dateTime'],
      ['2026-02-30T12:00', 'publishing.validation.dateTime'],
    ] as const) {
      const error = await editor()
        .publishing.publish('de', pageId, { publish_at })
        .catch((caught: unknown) => caught);
      expect((error as ValidationError).fieldErrors, publish_at).toEqual({ publish_at: [message] });
    }
    const state = await editor().publishing.publish('de', pageId, {
      publish_at: '2026-11-22T11:30',
    });
    expect(state.scheduled.map((entry) => entry.publish_at)).toEqual(['2026-11-22T10:30:00.000Z']);
  });

  it('publishes a due publication exactly once however many instances claim it, then revalidates', async () => {
    const { pageId, section } = await pageWithSection('tag-der-kuenste', 'de');
    await editor().publishing.unpublish('de', pageId);
    await editor().publishing.saveDraft('de', section.id, withHeadline(section, 'Geplanter Titel'));
    expect(await claimDuePublications(server.db, testToday)).toEqual([]);
    expect(await publishingCounts(server.db)).toMatchObject({ scheduledPublications: 1 });
    const due = new Date('2026-11-22T10:31:00Z');
    const claims = await Promise.all([
      claimDuePublications(server.db, due),
      claimDuePublications(server.db, due),
    ]);
    expect(claims.map((claim) => claim.length).sort()).toEqual([0, 1]);
    // The claim went stale (as if its instance died): the next run takes it over and publishes.
    server.revalidations.length = 0;
    const context = {
      revalidate: async (tags: string[]) => void server.revalidations.push(tags),
      reportError: (error: unknown) => server.errors.push(error),
    };
    expect(await runDuePublications(server.db, new Date(due.getTime() + 6 * 60_000), context)).toBe(
      1,
    );
    expect(
      await runDuePublications(server.db, new Date(due.getTime() + 12 * 60_000), context),
    ).toBe(0);
    expect(headlineOf((await visitorPage('de', 'tag-der-kuenste')).body)).toBe('Geplanter Titel');
    expect(server.revalidations.flat()).toEqual(
      expect.arrayContaining([`page-${pageId}`, `module-${section.id}`]),
    );
    expect(
      v.parse(
        publishingStateSchema,
        (await server.getJson(`/de/pageeditor-api/page/${pageId}/publishing/`, { headers })).body,
      ),
    ).toMatchObject({ is_online: true, scheduled: [], drafts: [] });
  });

  it('cancels a scheduled publication', async () => {
    const { pageId } = await pageWithSection('impressum', 'de');
    const state = await editor().publishing.publish('de', pageId, {
      publish_at: '2026-12-24T18:00',
    });
    const [entry] = state.scheduled;
    await editor().publishing.cancelPublication('de', entry?.id ?? 0);
    expect((await editor().publishing.state('de', pageId)).scheduled).toEqual([]);
  });
});

describe('section history and restore (DESIGN.md 8)', () => {
  it('lists who saved what and restores an old revision as a new save', async () => {
    const { section } = await pageWithSection('geschichte', 'en');
    const first = await editor().sections.save(
      'en',
      section.id,
      withHeadline(section, 'First change'),
    );
    const second = await editor().sections.save(
      'en',
      section.id,
      withHeadline(first, 'Second change'),
    );
    const revisions = await editor().publishing.revisions('en', section.id);
    expect(revisions.slice(0, 2).map((revision) => [revision.kind, revision.user])).toEqual([
      ['save', expect.any(String)],
      ['save', expect.any(String)],
    ]);
    const old = revisions[1];
    expect(old?.snapshot.blocks[0]).toMatchObject({ content: 'First change' });
    // Before the first tracked save: the state it replaced (from the backup stack), by no one.
    expect(revisions[2]).toMatchObject({
      user: null,
      snapshot: { blocks: [{ content: 'History' }, expect.anything()] },
    });
    const stale = await editor()
      .publishing.restore('en', section.id, old?.id ?? 0, first.version)
      .catch((caught: unknown) => caught);
    expect((stale as { status?: number }).status).toBe(409);
    const restored = await editor().publishing.restore(
      'en',
      section.id,
      old?.id ?? 0,
      second.version,
    );
    expect(restored.version).toBe(second.version + 1);
    expect(headlineOf((await visitorPage('en', 'university/history')).body)).toBe('First change');
    expect((await editor().publishing.revisions('en', section.id))[0]?.kind).toBe('restore');
  });
});

describe('page settings (DESIGN.md 8: is_clickable, og image id, history)', () => {
  it('stores is_clickable and answers the og image id; each save is a page revision; a body without is_clickable keeps it', async () => {
    const { pageId } = await pageWithSection('alumni', 'en');
    const settings = await editor().pageEditor.pageSettings('en', pageId);
    const media = await server.db
      .selectFrom('media')
      .select('id')
      .where('id', '!=', settings.og_image_id ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const revisions = async () =>
      (
        await server.db
          .selectFrom('page_revision')
          .select('id')
          .where('page_id', '=', pageId)
          .execute()
      ).length;
    const before = await revisions();
    const body = {
      title: settings.title,
      headline: settings.headline,
      is_online: true,
      in_menu: settings.in_menu,
      in_footer: settings.in_footer,
      og_image: media.id,
    };
    const saved = await editor().pageEditor.updatePageSettings('en', pageId, {
      ...body,
      is_clickable: false,
      version: settings.version,
    });
    expect(saved).toMatchObject({ is_clickable: false, og_image_id: media.id });
    expect(saved.og_image).not.toBeNull();
    expect(await revisions()).toBe(before + 2);
    // The page's history in this language lists the save, newest first, with who made it.
    const [latest] = await editor().publishing.pageRevisions('en', pageId);
    expect(latest).toMatchObject({
      version: saved.version,
      is_draft: false,
      user: expect.any(String),
    });
    expect(
      (await editor().pageEditor.page('en', 'alumni', { versionId: latest?.id ?? 0 })).is_clickable,
    ).toBe(false);
    const again = await editor().pageEditor.updatePageSettings('en', pageId, {
      ...body,
      version: saved.version,
    });
    expect(again.is_clickable).toBe(false);
    const error = await editor()
      .pageEditor.updatePageSettings('en', pageId, { ...body, title: ' ', version: again.version })
      .catch((caught: unknown) => caught);
    expect((error as ValidationError).fieldErrors).toEqual({ title: ['validation.required'] });
  });
});
