import {
  breakingNewsSchema,
  callToActionsSchema,
  homeTeasersSchema,
  instagramPostsSchema,
  micrositesFooterSchema,
  micrositesSchema,
  navigationSchema,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe('site-wide content', () => {
  it('answers the active breaking news only, with its link per language', async () => {
    const de = v.parse(breakingNewsSchema, (await server.getJson('/de/api/breaking-news/')).body);
    expect(de).toEqual([
      expect.objectContaining({
        headline: 'Tag der offenen Tür',
        color: 'regular',
        link_obj: { url: '/de/veranstaltungen' },
      }),
    ]);
    const en = v.parse(breakingNewsSchema, (await server.getJson('/en/api/breaking-news/')).body);
    expect(en[0]?.headline).toBe('Open day');
    await server.db
      .updateTable('breaking_news')
      .set({ is_online: true, color: 'urgent' })
      .where('headline_de', '=', 'Archivierte Meldung')
      .execute();
    const linked = v.parse(
      breakingNewsSchema,
      (await server.getJson('/en/api/breaking-news/')).body,
    )[0];
    expect(linked).toMatchObject({
      color: 'urgent',
      link: expect.any(Number),
      link_obj: { url: '/en/festival-of-the-arts' },
      link_text: 'More',
    });
  });

  it('sends security headers with every answer', async () => {
    const { response } = await server.getJson('/de/api/breaking-news/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    // Visitor answers set no cookie, so caches may keep them.
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers the main navigation like the page-editor nav', async () => {
    const main = v.parse(navigationSchema, (await server.getJson('/en/api/main-navigation/')).body);
    expect(main).toEqual((await server.getJson('/en/pageeditor-api/nav')).body);
    expect(main.menu.some((item) => item.in_highlight_menu)).toBe(true);
    expect(main.menu.some((item) => !item.in_highlight_menu && item.children.length > 0)).toBe(
      true,
    );
  });

  it('answers microsites grouped by category, full and simple', async () => {
    const full = v.parse(micrositesSchema, (await server.getJson('/de/api/microsites/')).body);
    const count = Object.values(full).reduce((sum, list) => sum + list.length, 0);
    expect(count).toBeGreaterThanOrEqual(12);
    expect(full['fachbereich-musik'][0]?.name).toBe('Orchesterzentrum');
    const simple = (await server.getJson('/en/api/microsites/?simple=true')).body;
    expect(v.parse(micrositesFooterSchema, simple)['weitere-themen'][0]).toEqual({
      name: 'Continuing education',
      url: 'https://weiterbildung.aula.example/en',
    });
  });

  it('answers home teasers (highlights first), the call to action and instagram posts', async () => {
    const teasers = v.parse(homeTeasersSchema, (await server.getJson('/de/api/teaser/')).body);
    expect(teasers.length).toBeGreaterThanOrEqual(8);
    expect(teasers.slice(0, 4).every((teaser) => teaser.is_highlight)).toBe(true);
    const cta = v.parse(callToActionsSchema, (await server.getJson('/en/api/teaser-cta/')).body);
    expect(cta[0]?.headline).toBe('Apply now');
    const posts = v.parse(instagramPostsSchema, (await server.getJson('/de/api/instagram/')).body);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts[0]?.url).toMatch(/^https:\/\/www\.instagram\.com\//);
  });
});
