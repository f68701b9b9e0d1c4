import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '@aula/api-client';
import { staticScreenPattern, staticScreenQueryNames } from '@aula/routing';
import { draftModeCookie } from '@web/features/editing/session-cookies';
import { config } from '@web/proxy';

const matches = (url: string, cookies?: Record<string, string>) =>
  unstable_doesMiddlewareMatch({ config, url, cookies });

describe('the proxy matcher', () => {
  it('leaves /robots.txt and /sitemap.xml to their metadata routes, and still routes the pages', () => {
    expect(matches('/robots.txt')).toBe(false);
    expect(matches('/sitemap.xml')).toBe(false);
    expect(matches('/de/neuigkeiten/slug/1')).toBe(true);
    expect(matches('/de/sitemap')).toBe(true);
  });

  it("a visitor's plain request for a static screen skips the proxy (next.config rewrites)", () => {
    for (const path of [
      '/de',
      '/en',
      '/de/neuigkeiten',
      '/en/news',
      '/de/studium/gasthoererschaft',
      '/en/press-releases',
      '/de/neuigkeiten?utm_source=x',
    ]) {
      expect(matches(path), path).toBe(false);
    }
  });

  it("still routes every other path below a language: details, faculties, trailing slashes, another language's screen path", () => {
    for (const path of [
      '/',
      '/de/',
      '/de/neuigkeiten/',
      '/de/news',
      '/en/neuigkeiten',
      '/de/studium/musik',
      '/de/hochschule',
      '/de/search',
      '/de/404',
      '/de/news-list/-',
      '/fr/news',
    ]) {
      expect(matches(path), path).toBe(true);
    }
  });

  it('runs the proxy on a static screen for editors, draft mode, the version parameter and every query name a screen reads', () => {
    expect(matches('/de/neuigkeiten', { [sessionCookieName]: 'x' })).toBe(true);
    expect(matches('/en', { [draftModeCookie]: 'x' })).toBe(true);
    expect(matches('/de/presse?v=3')).toBe(true);
    for (const name of staticScreenQueryNames)
      expect(matches(`/de/personen?${name}=2`), name).toBe(true);
  });

  it('keeps its literals equal to the route table (Next.js cannot read a computed matcher)', () => {
    const [everything, ...fastPaths] = config.matcher;
    expect(everything?.source).toContain(`|(?:${staticScreenPattern()})$).*)`);
    for (const entry of fastPaths) expect(entry.source).toBe(`/(${staticScreenPattern()})`);
    const keys = fastPaths.map((entry) => `${entry.has?.[0]?.type}:${entry.has?.[0]?.key}`);
    expect(keys.sort()).toEqual(
      [
        `cookie:${sessionCookieName}`,
        `cookie:${draftModeCookie}`,
        'query:v',
        ...staticScreenQueryNames.map((name) => `query:${name}`),
      ].sort(),
    );
  });
});
