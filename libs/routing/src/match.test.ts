import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkScreen, match } from './match';

describe('match: route rules (spec 2)', () => {
  it('redirects trailing slashes away and keeps the query', () => {
    expect(match('/de/neuigkeiten/')).toEqual({
      kind: 'redirect',
      location: '/de/neuigkeiten',
      status: 308,
    });
    expect(match('/en/news//', '?page=2')).toEqual({
      kind: 'redirect',
      location: '/en/news?page=2',
      status: 308,
    });
    expect(match('/de/unbekannt/', 'a=1')).toEqual({
      kind: 'redirect',
      location: '/de/unbekannt?a=1',
      status: 308,
    });
  });

  it('never redirects to another host', () => {
    expect(match('//evil.example/')).toEqual({
      kind: 'redirect',
      location: '/evil.example',
      status: 308,
    });
    expect(match('/\\evil.example/')).toEqual({
      kind: 'redirect',
      location: '/evil.example',
      status: 308,
    });
  });

  it('redirects the root by Accept-Language, default de', () => {
    expect(match('/')).toEqual({ kind: 'redirect', location: '/de', status: 307 });
    expect(match('/', '', 'en-GB,en;q=0.9,de;q=0.5')).toEqual({
      kind: 'redirect',
      location: '/en',
      status: 307,
    });
    expect(match('/', '?x=1', 'fr')).toEqual({
      kind: 'redirect',
      location: '/de?x=1',
      status: 307,
    });
  });

  it('does not match a path of the other language', () => {
    expect(match('/de/news')).toEqual({ kind: 'none', locale: 'de' });
    expect(match('/en/neuigkeiten')).toEqual({ kind: 'none', locale: 'en' });
  });

  it('reports unknown locales and prefix-less paths as no locale', () => {
    expect(match('/fr/news')).toEqual({ kind: 'none', locale: null });
    expect(match('/news')).toEqual({ kind: 'none', locale: null });
    expect(match('/DE/neuigkeiten')).toEqual({ kind: 'none', locale: null });
  });

  it('leaves unknown paths below a locale to the page lookup', () => {
    expect(match('/de/hochschule/leitbild')).toEqual({ kind: 'none', locale: 'de' });
    expect(match('/de/neuigkeiten/open-day')).toEqual({ kind: 'none', locale: 'de' });
    expect(match('/de/neuigkeiten//1')).toEqual({ kind: 'none', locale: 'de' });
  });

  it('decodes parameters', () => {
    expect(match('/de/neuigkeiten/ein%20tag/7')).toMatchObject({
      params: { slug: 'ein tag', id: '7' },
    });
  });

  it('prefers the fixed guest auditors path over a faculty', () => {
    expect(match('/de/studium/gasthoererschaft')).toMatchObject({
      kind: 'screen',
      screen: 'guestAuditors',
    });
    expect(match('/en/study/guest-auditors')).toMatchObject({
      kind: 'screen',
      screen: 'guestAuditors',
    });
  });
});

describe('match: guards (spec 2, 5)', () => {
  const to404 = (locale: string) => ({ kind: 'redirect', location: `/${locale}/404`, status: 307 });

  it('accepts the German faculty slugs in /de and the English ones in /en', () => {
    for (const faculty of ['musik', 'kunst-und-design'])
      expect(match(`/de/studium/${faculty}`)).toMatchObject({ screen: 'faculty' });
    for (const faculty of ['music', 'art-and-design'])
      expect(match(`/en/study/${faculty}`)).toMatchObject({ screen: 'faculty' });
  });

  it("redirects the other language's faculty slug to this language's own, permanently, query kept", () => {
    const to = (location: string) => ({ kind: 'redirect', location, status: 308 });
    expect(match('/de/studium/music')).toEqual(to('/de/studium/musik'));
    expect(match('/en/study/musik')).toEqual(to('/en/study/music'));
    expect(match('/en/study/kunst-und-design', '?x=1')).toEqual(to('/en/study/art-and-design?x=1'));
    expect(match('/de/studium/art-and-design/freie-kunst/5')).toEqual(
      to('/de/studium/kunst-und-design/freie-kunst/5'),
    );
    expect(match('/en/study/musik/jazz/5/gitarre/51')).toEqual(
      to('/en/study/music/jazz/5/gitarre/51'),
    );
    // The other rules still hold behind a faculty slug of the other language.
    expect(match('/en/study/musik/jazz/5a')).toEqual(to404('en'));
  });

  it('sends slugs of no faculty to the 404 page', () => {
    expect(match('/de/studium/theater')).toEqual(to404('de'));
    expect(match('/de/studium/theater/x/1')).toEqual(to404('de'));
    expect(match('/en/study/Music/jazz/5/guitar/51')).toEqual(to404('en'));
  });

  it('wants digits only for the study id and the subject id', () => {
    expect(match('/de/studium/musik/jazz/5')).toMatchObject({
      screen: 'studyProgramme',
      params: { id: '5' },
    });
    expect(match('/de/studium/musik/jazz/5a')).toEqual(to404('de'));
    expect(match('/en/study/music/jazz/-5')).toEqual(to404('en'));
    expect(match('/en/study/music/jazz/5/guitar/x1')).toEqual(to404('en'));
    expect(match('/en/study/music/jazz/5/guitar/1.5')).toEqual(to404('en'));
    expect(match('/de/studium/musik/jazz/%31%32')).toMatchObject({ params: { id: '12' } });
  });

  it('takes the search category and page as optional, checked parameters', () => {
    expect(match('/de/search')).toEqual({
      kind: 'screen',
      screen: 'search',
      locale: 'de',
      params: {},
    });
    expect(match('/en/search/persons')).toMatchObject({ params: { category: 'persons' } });
    expect(match('/en/search/news/12')).toMatchObject({ params: { category: 'news', page: '12' } });
    for (const category of ['others', 'persons', 'events', 'news']) {
      expect(match(`/de/search/${category}/1`)).toMatchObject({ screen: 'search' });
    }
    expect(match('/de/search/pages')).toEqual(to404('de'));
    expect(match('/de/search/2')).toEqual(to404('de'));
    expect(match('/de/search/news/0')).toEqual(to404('de'));
    expect(match('/de/search/news/01')).toEqual(to404('de'));
    expect(match('/de/search/news/99999999999')).toEqual(to404('de'));
    expect(match('/de/search/news/1/2')).toEqual({ kind: 'none', locale: 'de' });
  });

  it('treats a broken percent-encoding in a parameter as a violation', () => {
    expect(match('/de/neuigkeiten/%E0%A4%A/1')).toEqual(to404('de'));
  });
});

describe('match: any input (property-based)', () => {
  const check = (pathname: string, search: string, acceptLanguage: string) => {
    const result = match(pathname, search, acceptLanguage);
    if (result.kind === 'redirect') {
      expect(result.location).toMatch(/^\/(?![/\\])/);
    }
    if (result.kind === 'screen') expect(['de', 'en']).toContain(result.locale);
  };

  it('never throws and only redirects on this site, for any strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.string(), fc.string(), check), {
      numRuns: 2000,
    });
  });

  it('never throws for paths made of route-like segments', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'de',
        'en',
        'studium',
        'study',
        'search',
        'news',
        'musik',
        'music',
        '404',
        '',
        '%',
        '%E0',
        '..',
        '12',
      ),
      fc.string({ maxLength: 20 }),
      fc.stringMatching(/^%[0-9A-F]{0,2}$/),
    );
    const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(fc.property(path, fc.string(), fc.string(), check), { numRuns: 3000 });
  });

  it('never throws for very long paths', () => {
    expect(match(`/de/neuigkeiten/x/${'9'.repeat(100_000)}`)).toMatchObject({ kind: 'screen' });
    expect(match(`/de/${'a/'.repeat(50_000)}b`)).toEqual({ kind: 'none', locale: 'de' });
  });

  it('never throws for values that are not strings', () => {
    const callUntyped = match as (...values: unknown[]) => unknown;
    for (const value of [undefined, null, 42, {}, []]) {
      expect(callUntyped(value, value, value)).toEqual({ kind: 'none', locale: null });
    }
  });
});

describe('checkScreen', () => {
  it('checks decoded values by the rules of the screen', () => {
    expect(checkScreen('newsDetail', 'en', { slug: 'ein tag', id: '7' })).toEqual({
      kind: 'screen',
      screen: 'newsDetail',
      locale: 'en',
      params: { slug: 'ein tag', id: '7' },
    });
    expect(checkScreen('faculty', 'de', { faculty: 'music' })).toBeNull();
    expect(
      checkScreen('studyProgramme', 'de', { faculty: 'musik', studyTitle: 'jazz', id: 'x' }),
    ).toBeNull();
    expect(checkScreen('newsDetail', 'de', { slug: 'a' })).toBeNull();
    expect(checkScreen('search', 'de', {})).toMatchObject({ params: {} });
    expect(checkScreen('search', 'de', { category: 'news', page: '2' })).toMatchObject({
      params: { category: 'news', page: '2' },
    });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('slug', 'id', 'faculty', 'category', 'page'), fc.string()),
        (values) => {
          expect([null, 'screen']).toContain(checkScreen('search', 'en', values)?.kind ?? null);
          expect([null, 'screen']).toContain(
            checkScreen('studyProgramme', 'de', values)?.kind ?? null,
          );
        },
      ),
    );
  });
});
