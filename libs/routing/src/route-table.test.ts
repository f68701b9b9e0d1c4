import { describe, expect, expectTypeOf, it } from 'vitest';
import { href } from './href';
import { locales } from './locales';
import { match, type ScreenMatch } from './match';
import { localizeFacultySlug } from './param-rules';
import { type ScreenId, type ScreenParams, routeTable, screenIds } from './route-table';

/** One set of parameters per screen, and the exact path it gives in each language (spec 2). */
const rows: { [S in ScreenId]: { params?: ScreenParams<S>; de: string; en: string } } = {
  home: { de: '/de', en: '/en' },
  notFound: { de: '/de/404', en: '/en/404' },
  applicationOverview: { de: '/de/bewerbung', en: '/en/application' },
  applicationDetail: {
    params: { slug: 'malerei', id: 4 },
    de: '/de/bewerbung/malerei/4',
    en: '/en/application/malerei/4',
  },
  microsites: { de: '/de/microsites', en: '/en/microsites' },
  newsList: { de: '/de/neuigkeiten', en: '/en/news' },
  newsDetail: {
    params: { slug: 'open-day', id: 12 },
    de: '/de/neuigkeiten/open-day/12',
    en: '/en/news/open-day/12',
  },
  newsletter: { de: '/de/newsletter', en: '/en/newsletter' },
  personList: { de: '/de/personen', en: '/en/person' },
  personDetail: {
    params: { slug: 'anna-muster', id: '3' },
    de: '/de/personen/anna-muster/3',
    en: '/en/person/anna-muster/3',
  },
  press: { de: '/de/presse', en: '/en/press' },
  pressReleaseList: { de: '/de/pressemitteilungen', en: '/en/press-releases' },
  pressReleaseDetail: {
    params: { slug: 'preis', id: 9 },
    de: '/de/pressemitteilungen/preis/9',
    en: '/en/press-releases/preis/9',
  },
  studyOverview: { de: '/de/studium', en: '/en/study' },
  guestAuditors: { de: '/de/studium/gasthoererschaft', en: '/en/study/guest-auditors' },
  faculty: { params: { faculty: 'musik' }, de: '/de/studium/musik', en: '/en/study/music' },
  studyProgramme: {
    params: { faculty: 'art-and-design', studyTitle: 'malerei', id: 21 },
    de: '/de/studium/kunst-und-design/malerei/21',
    en: '/en/study/art-and-design/malerei/21',
  },
  studySubject: {
    params: { faculty: 'music', studyTitle: 'jazz', id: 5, subjectTitle: 'gitarre', subjectId: 51 },
    de: '/de/studium/musik/jazz/5/gitarre/51',
    en: '/en/study/music/jazz/5/gitarre/51',
  },
  eventList: { de: '/de/veranstaltungen', en: '/en/events' },
  eventDetail: {
    params: { slug: 'konzert', id: 77 },
    de: '/de/veranstaltungen/konzert/77',
    en: '/en/events/konzert/77',
  },
  search: {
    params: { category: 'events', page: 2 },
    de: '/de/search/events/2',
    en: '/en/search/events/2',
  },
};

function build<S extends ScreenId>(screen: S, locale: 'de' | 'en'): string {
  const { params } = rows[screen] as { params?: ScreenParams<S> };
  // Each row's fixture matches its screen; the cast only bridges the generic parameter tuple.
  return (href as (screen: S, locale: 'de' | 'en', params?: ScreenParams<S>) => string)(
    screen,
    locale,
    params,
  );
}

describe('route table (spec 2)', () => {
  it('has a fixture for every screen', () => {
    expect(Object.keys(rows).sort()).toEqual([...screenIds].sort());
  });

  for (const screen of screenIds) {
    for (const locale of locales) {
      it(`${screen} in ${locale}: href gives the spec's path and match reads it back`, () => {
        const path = build(screen, locale);
        expect(path).toBe(rows[screen][locale]);
        const result = match(path);
        expect(result).toMatchObject({ kind: 'screen', screen, locale });
        const expected = Object.fromEntries(
          Object.entries(rows[screen].params ?? {}).map(([name, value]) => [
            name,
            // The faculty slug is always read in the language of the path.
            name === 'faculty' ? localizeFacultySlug(String(value), locale) : String(value),
          ]),
        );
        expect(result.kind === 'screen' && result.params).toEqual(expected);
      });
    }
  }

  it('has a path in both languages for every screen, always below the prefix', () => {
    for (const row of Object.values(routeTable)) {
      for (const pattern of [row.de, row.en])
        expect(pattern === '' || pattern.startsWith('/')).toBe(true);
    }
  });

  it('has the same parameters in both languages (the types are read from the German path)', () => {
    const names = (pattern: string) => pattern.match(/\{\w+\??\}/g) ?? [];
    for (const row of Object.values(routeTable)) expect(names(row.en)).toEqual(names(row.de));
  });

  it('types the matched parameters per screen', () => {
    const result = match('/en/search/news/3');
    if (result.kind === 'screen' && result.screen === 'search') {
      expectTypeOf(result.params.category).toEqualTypeOf<
        'others' | 'persons' | 'events' | 'news' | undefined
      >();
      expectTypeOf(result.params.page).toEqualTypeOf<string | undefined>();
    }
    expectTypeOf<
      Extract<ScreenMatch, { screen: 'studySubject' }>['params']['subjectId']
    >().toEqualTypeOf<string>();
    expectTypeOf<Extract<ScreenMatch, { screen: 'faculty' }>['params']['faculty']>().toEqualTypeOf<
      'kunst-und-design' | 'art-and-design' | 'musik' | 'music'
    >();
    expect(result).toEqual({
      kind: 'screen',
      screen: 'search',
      locale: 'en',
      params: { category: 'news', page: '3' },
    });
  });
});
