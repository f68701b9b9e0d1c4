import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentType } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hrefsOf, resolveLinks, rewriteHrefs } from './resolve-links';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** A block of `model` on a German content page, its page's path and the first online news item. */
async function fixture(model: string) {
  const module = await server.db
    .selectFrom('module')
    .innerJoin('module as section', 'section.id', 'module.parent_id')
    .innerJoin('page', 'page.id', 'section.object_id')
    .select(['module.id', 'module.data', 'page.path_de'])
    .where('module.model', '=', model)
    .where('module.locale', '=', 'de')
    .where('section.content_type', '=', pageContentType)
    .where('page.is_online', '=', true)
    .orderBy('module.id')
    .executeTakeFirst();
  const news = await server.db
    .selectFrom('news')
    .select(['id', 'slug_de'])
    .where('is_online', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { module, news };
}

const readPage = async (path: string) =>
  JSON.stringify((await server.getJson(`/de/pageeditor-api/page/${path}`)).body);

describe('internal links by reference (DESIGN.md 9)', () => {
  it('rewrites a detail path to the entry current slug, keeping query and hash; leaves others alone', async () => {
    const { news } = await fixture('LinkModule');
    const resolved = await resolveLinks(server.db, [
      `/de/neuigkeiten/alter-name/${news.id}#mehr`,
      '/de/neuigkeiten/x/999999',
      'https://example.org/',
      '/de/hochschule',
    ]);
    expect([...resolved]).toEqual([
      [
        `/de/neuigkeiten/alter-name/${news.id}#mehr`,
        `/de/neuigkeiten/${news.slug_de}/${news.id}#mehr`,
      ],
    ]);
    const html = `<p><a href="/de/neuigkeiten/alt/${news.id}">News</a> <a href="https://example.org/?a=1&amp;b=2">x</a></p>`;
    expect(hrefsOf(html)).toEqual([
      `/de/neuigkeiten/alt/${news.id}`,
      'https://example.org/?a=1&b=2',
    ]);
    expect(
      rewriteHrefs(html, new Map([[`/de/neuigkeiten/alt/${news.id}`, '/de/neuigkeiten/neu/1']])),
    ).toContain('href="/de/neuigkeiten/neu/1"');
  });

  it('a Link block and a Text block keep pointing to a news item after its slug changes', async () => {
    const link = await fixture('LinkModule');
    const text = await fixture('TextModule');
    if (!link.module || !text.module)
      throw new Error('the demo content has Link and Text blocks on content pages');
    const { news } = link;
    const stored = `/de/neuigkeiten/${news.slug_de}/${news.id}`;
    await server.db
      .updateTable('module')
      .set({ data: JSON.stringify({ ...link.module.data, link: stored }) })
      .where('id', '=', link.module.id)
      .execute();
    await server.db
      .updateTable('module')
      .set({
        data: JSON.stringify({
          ...text.module.data,
          content: `<p><a href="${stored}">Zur Neuigkeit</a></p>`,
        }),
      })
      .where('id', '=', text.module.id)
      .execute();
    await server.db
      .updateTable('news')
      .set({ slug_de: 'ganz-neuer-name' })
      .where('id', '=', news.id)
      .execute();
    const current = `/de/neuigkeiten/ganz-neuer-name/${news.id}`;
    const linkPage = await readPage(link.module.path_de);
    expect(linkPage).toContain(`"link_url":"${current}"`);
    // The stored value stays what the editor chose; only what is shown follows the entry.
    expect(linkPage).toContain(`"link":"${stored}"`);
    expect(await readPage(text.module.path_de)).toContain(`href=\\"${current}\\"`);
  });
});

describe('sections that link to an entry (DESIGN.md 9)', () => {
  it('names the cache tags of the sections whose blocks link to a news item, in a Link field or in rich text', async () => {
    const { linkingSectionTags } = await import('./linking-sections');
    const link = await fixture('LinkModule');
    if (!link.module) throw new Error('the demo content has a Link block on a content page');
    const id = 2;
    expect(await linkingSectionTags(server.db, 'newsDetail', id)).toEqual([]);
    await server.db
      .updateTable('module')
      .set({ data: JSON.stringify({ ...link.module.data, link: `/en/news/some-slug/${id}#top` }) })
      .where('id', '=', link.module.id)
      .execute();
    const tags = await linkingSectionTags(server.db, 'newsDetail', id);
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^module-\d+$/),
        expect.stringMatching(/^page-\d+$/),
      ]),
    );
    // Another id that merely starts the same does not count.
    expect(await linkingSectionTags(server.db, 'newsDetail', 20)).toEqual([]);
  });
});
