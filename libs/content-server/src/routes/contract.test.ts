import {
  ConflictError,
  createClient,
  ForbiddenError,
  maxMediaUploadBytes,
  mediaUploadSchema,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  type Locale,
} from '@aula/api-client';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Contract tests: the real api-client (its paths, its schemas, its error types) against the
 * content server in process, for every endpoint in both languages.
 */
let server: TestApp;
let visitor: ReturnType<typeof createClient>;
let editor: ReturnType<typeof createClient>;

beforeAll(async () => {
  server = await createTestApp();
  const token = await server.csrfToken();
  visitor = createClient({ fetch: server.fetch, cookies: `csrftoken=${token}` });
  editor = createClient({ fetch: server.fetch, cookies: (await server.login()).headers.cookie });
});
afterAll(() => server.close());

const locales: Locale[] = ['de', 'en'];

describe.each(locales)('read endpoints in %s', (locale) => {
  it('answers the site-wide content', async () => {
    expect(await visitor.breakingNews(locale)).toHaveLength(1);
    expect((await visitor.mainNavigation(locale)).menu.length).toBeGreaterThan(0);
    expect((await visitor.pageEditor.nav(locale)).footer.length).toBeGreaterThan(0);
    expect(Object.keys(await visitor.microsites.full(locale))).toHaveLength(3);
    expect((await visitor.microsites.footer(locale))['fachbereich-musik'].length).toBeGreaterThan(
      0,
    );
    expect((await visitor.home.teasers(locale)).length).toBeGreaterThanOrEqual(8);
    expect(await visitor.home.callToActions(locale)).toHaveLength(1);
    expect((await visitor.home.instagram(locale))[0]?.image_url).toMatch(/^\/media\//);
    expect(await visitor.newsletter.list(locale)).toHaveLength(3);
  });

  it('answers news and events with filters, categories and calendars', async () => {
    const news = await visitor.news.list(locale, { page: 2 });
    expect(news.results).toHaveLength(12);
    const [category] = await visitor.news.categories(locale);
    const filtered = await visitor.news.list(locale, {
      filter: { category: [category?.slug ?? ''] },
    });
    // The demo content files 8 news under its first category (seed-demo-content).
    expect(filtered.count).toBe(8);
    expect(filtered.results.every((item) => item.category === category?.name)).toBe(true);
    const days = await visitor.news.calendar(locale);
    expect(days[0]).toBeInstanceOf(Date);
    expect((await visitor.news.get(locale, news.results[0]?.id ?? 0)).urls[locale]).toContain(
      `/${locale}/`,
    );
    const events = await visitor.events.list(locale, { filter: { faculty: 1 } });
    expect(events.results.every((event) => event.faculty === 1)).toBe(true);
    expect((await visitor.events.home(locale)).results.every((event) => event.is_home)).toBe(true);
    expect((await visitor.events.categories(locale)).length).toBeGreaterThanOrEqual(5);
    expect((await visitor.events.calendar(locale)).length).toBeGreaterThan(0);
    expect((await visitor.events.get(locale, events.results[0]?.id ?? 0)).id).toBe(
      events.results[0]?.id,
    );
    await expect(visitor.news.list(locale, { page: 99 })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers persons, press, study and search', async () => {
    const [category] = await visitor.persons.categories(locale);
    const persons = await visitor.persons.list(locale, { category: String(category?.id ?? '') });
    expect(persons.results.length).toBeGreaterThan(0);
    expect((await visitor.persons.get(locale, persons.results[0]?.id ?? 0)).id).toBe(
      persons.results[0]?.id,
    );
    expect((await visitor.press.releases(locale)).count).toBe(10);
    expect((await visitor.press.release(locale, 1)).id).toBe(1);
    expect((await visitor.press.articles(locale)).count).toBeGreaterThan(0);
    expect(await visitor.press.downloads(locale)).toHaveLength(1);
    expect(await visitor.study.faculties(locale)).toHaveLength(2);
    expect((await visitor.study.faculty(locale, locale === 'de' ? 'musik' : 'music')).id).toBe(1);
    expect((await visitor.study.programmes(locale, { faculty: 2 })).length).toBeGreaterThanOrEqual(
      4,
    );
    expect((await visitor.study.programme(locale, 1)).subjects.length).toBeGreaterThanOrEqual(2);
    expect((await visitor.study.subject(locale, 1)).programme).toBe(1);
    expect((await visitor.study.applications(locale)).length).toBeGreaterThan(0);
    expect((await visitor.study.application(locale, 1)).id).toBe(1);
    expect((await visitor.study.applicationProgrammes(locale)).length).toBeGreaterThan(0);
    expect((await visitor.search.autocomplete(locale, 'Orch')).length).toBeGreaterThan(0);
    expect((await visitor.search.suggestions(locale, 'Orch'))[0]?.type).toBeDefined();
    expect((await visitor.search.all(locale, 'Jazz')).others.results[0]?.type).toBe('programme');
    expect((await visitor.search.all(locale, 'Orchester')).news.count).toBeGreaterThan(0);
    expect((await visitor.search.category(locale, 'news', 'Orchester')).results[0]?.category).toBe(
      'news',
    );
  });

  it('answers the example list and the events of an Events List block', async () => {
    const examples = await visitor.example.list(locale);
    expect(examples).toMatchObject({ count: 15, previous: null });
    expect(examples.results).toHaveLength(12);
    expect((await visitor.example.list(locale, { page: 2 })).results).toHaveLength(3);
    await expect(visitor.example.list(locale, { page: 3 })).rejects.toBeInstanceOf(NotFoundError);
    expect((await visitor.example.get(locale, 2)).title).toBe(examples.results[1]?.title);
    const block = await server.db
      .selectFrom('module')
      .select('id')
      .where('model', '=', 'EventListModule')
      .where('locale', '=', locale)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const events = await visitor.events.pageModule(locale, block.id);
    expect(events.results.map((event) => event.id)).toEqual([1, 2, 3]);
    expect(events.results[0]?.urls[locale]).toContain(`/${locale}/`);
    await expect(visitor.events.pageModule(locale, block.id, { page: 2 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(visitor.events.pageModule(locale, 424242)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers pages, sections and redirects', async () => {
    expect((await visitor.pageEditor.page(locale, 'bloecke')).modules.length).toBeGreaterThan(0);
    await expect(visitor.pageEditor.page(locale, 'entwurf')).rejects.toBeInstanceOf(NotFoundError);
    expect((await editor.pageEditor.page(locale, 'entwurf')).is_online).toBe(false);
    await expect(
      visitor.pageEditor.containerBySlug(locale, `contract-${locale}`),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(visitor.pageEditor.user(locale)).rejects.toBeInstanceOf(UnauthorizedError);
    expect((await editor.pageEditor.user(locale)).logged).toBe(true);
  });
});

describe('writes through the client', () => {
  it('creates a missing section for editors only', async () => {
    await expect(
      visitor.pageEditor.createContainer('de', { slug: 'contract-de' }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    const created = await editor.pageEditor.createContainer('de', { slug: 'contract-de' });
    expect((await visitor.pageEditor.containerBySlug('de', 'contract-de')).id).toBe(created.id);
  });

  it('types validation errors, conflicts and CSRF refusals', async () => {
    const section = await editor.pageEditor.containerBySlug('de', 'contract-de');
    const error = await editor.pageEditor.modules
      .create('de', { model: 'HeadlineModule', headline_level: 2, content: '', parent: section.id })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error instanceof ValidationError && error.fieldErrors).toEqual({
      content: ['validation.required'],
    });
    const quote = await editor.pageEditor.modules.create('de', {
      model: 'QuoteModule',
      content: 'A',
      parent: section.id,
    });
    await editor.pageEditor.modules.update('de', quote.id, {
      model: 'QuoteModule',
      content: 'B',
      version: quote.version,
    });
    const conflict = await editor.pageEditor.modules
      .update('de', quote.id, { model: 'QuoteModule', content: 'C', version: quote.version })
      .catch((caught: unknown) => caught);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict instanceof ConflictError && conflict.current).toMatchObject({ content: 'B' });
    const noToken = createClient({
      fetch: server.fetch,
      cookies: (await server.login()).headers.cookie.replace(/; csrftoken=.*/, ''),
    });
    await expect(noToken.pageEditor.modules.delete('de', quote.id)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await editor.pageEditor.modules.delete('de', quote.id);
    await expect(editor.pageEditor.modules.get('de', quote.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it.each(locales)(
    'writes the example list through the generic repository in %s',
    async (locale) => {
      await expect(visitor.example.create(locale, { title: 'Besuch' })).rejects.toBeInstanceOf(
        UnauthorizedError,
      );
      const invalid = await editor.example
        .create(locale, { title: ' ' })
        .catch((caught: unknown) => caught);
      expect(invalid instanceof ValidationError && invalid.fieldErrors).toEqual({
        title: ['validation.required'],
      });
      const created = await editor.example.create(locale, { title: 'Neu', text: 'Text' });
      expect(created).toMatchObject({ title: 'Neu', version: 1 });
      const updated = await editor.example.update(locale, created.id, {
        title: 'Neuer',
        version: created.version,
      });
      expect(updated).toMatchObject({ title: 'Neuer', version: 2 });
      const conflict = await editor.example
        .update(locale, created.id, { title: 'Alt', version: created.version })
        .catch((caught: unknown) => caught);
      expect(conflict).toBeInstanceOf(ConflictError);
      expect(conflict instanceof ConflictError && conflict.current).toMatchObject({
        id: created.id,
        title: 'Neuer',
        version: 2,
      });
      const noToken = createClient({
        fetch: server.fetch,
        cookies: (await server.login()).headers.cookie.replace(/; csrftoken=.*/, ''),
      });
      await expect(noToken.example.delete(locale, created.id)).rejects.toBeInstanceOf(
        ForbiddenError,
      );
      await editor.example.delete(locale, created.id);
      await expect(visitor.example.get(locale, created.id)).rejects.toBeInstanceOf(NotFoundError);
    },
  );

  it('signs up for the newsletter and logs out', async () => {
    expect(
      await visitor.newsletter.subscribe('en', {
        email: 'fan@example.org',
        name: 'Fan',
        newsletters: [2],
      }),
    ).toEqual({ status: 'pending' });
    await expect(
      visitor.newsletter.subscribe('en', { email: '', name: '', newsletters: [] }),
    ).rejects.toBeInstanceOf(ValidationError);
    const session = (await server.login()).headers.cookie;
    const leaving = createClient({ fetch: server.fetch, cookies: session });
    await leaving.pageEditor.logout('de');
    await expect(leaving.pageEditor.user('de')).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe.each(locales)('media and page settings through the client in %s', (locale) => {
  it('uploads a real PNG and answers the image with its alias crops', async () => {
    // A colour per language: the same bytes again would be the same media item.
    const png = await sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: { r: 200, g: locale === 'de' ? 40 : 140, b: 90 },
      },
    })
      .png()
      .toBuffer();
    const file = new Blob([new Uint8Array(png)], { type: 'image/png' });
    await expect(visitor.pageEditor.uploadMedia(locale, file)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const image = await editor.pageEditor.uploadMedia(locale, file, {
      alt: `Rot ${locale}`,
      filename: 'rot.png',
    });
    expect(v.is(mediaUploadSchema, image)).toBe(true);
    expect(image).toMatchObject({
      alt: `Rot ${locale}`,
      width: 64,
      height: 48,
      image_url: expect.stringMatching(/^\/media\/originals\/.+\.png$/),
    });
    const crop = await server.app.request(image.crops.horizontal);
    expect((await sharp(Buffer.from(await crop.arrayBuffer())).metadata()).width).toBe(1240);
    const wrongType = await editor.pageEditor
      .uploadMedia(locale, new Blob(['<svg/>'], { type: 'image/svg+xml' }))
      .catch((caught: unknown) => caught);
    expect(wrongType instanceof ValidationError && wrongType.fieldErrors).toEqual({
      file: ['validation.fileType'],
    });
    const tooLarge = await editor.pageEditor
      .uploadMedia(locale, new Blob([new Uint8Array(maxMediaUploadBytes + 128 * 1024)]))
      .catch((caught: unknown) => caught);
    expect(tooLarge instanceof ValidationError && tooLarge.fieldErrors).toEqual({
      file: ['validation.fileTooLarge'],
    });
  });

  it('changes page settings with versions, conflicts and typed refusals', async () => {
    const slug = locale === 'de' ? 'tag-der-kuenste' : 'festival-of-the-arts';
    const { id } = await visitor.pageEditor.page(locale, slug);
    const current = await editor.pageEditor.pageSettings(locale, id);
    const body = {
      title: `Titel ${locale}`,
      headline: current.headline,
      is_online: true,
      in_menu: false,
      in_footer: false,
      version: current.version,
    };
    await expect(visitor.pageEditor.updatePageSettings(locale, id, body)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const invalid = await editor.pageEditor
      .updatePageSettings(locale, id, { ...body, headline: '' })
      .catch((caught: unknown) => caught);
    expect(invalid instanceof ValidationError && invalid.fieldErrors).toEqual({
      headline: ['validation.required'],
    });
    const saved = await editor.pageEditor.updatePageSettings(locale, id, body);
    expect(saved).toMatchObject({ id, title: `Titel ${locale}`, version: current.version + 1 });
    expect((await visitor.pageEditor.page(locale, slug)).title).toBe(`Titel ${locale}`);
    expect(
      (await editor.pageEditor.page(locale, slug, { versionId: saved.version_id ?? 0 })).title,
    ).toBe(`Titel ${locale}`);
    const conflict = await editor.pageEditor
      .updatePageSettings(locale, id, { ...body, title: 'Alt' })
      .catch((caught: unknown) => caught);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict instanceof ConflictError && conflict.current).toMatchObject({
      title: `Titel ${locale}`,
      version: saved.version,
    });
  });
});
