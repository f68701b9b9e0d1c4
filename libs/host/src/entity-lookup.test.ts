import { describe, expect, it } from 'vitest';
import { HttpError, NotFoundError } from '@aula/api-client';
import { type EntityScreen, entityLookup, entityLookupKey } from './entity-lookup';

/** The screens of the paths below as `match` of @aula/routing gives them. */
const screens: Record<string, EntityScreen> = {
  '/de/neuigkeiten/foo/999999999': {
    screen: 'newsDetail',
    locale: 'de',
    params: { slug: 'foo', id: '999999999' },
  },
  '/en/events/x/5': { screen: 'eventDetail', locale: 'en', params: { slug: 'x', id: '5' } },
  '/de/personen/x/5': { screen: 'personDetail', locale: 'de', params: { slug: 'x', id: '5' } },
  '/en/press-releases/x/5': {
    screen: 'pressReleaseDetail',
    locale: 'en',
    params: { slug: 'x', id: '5' },
  },
  '/de/bewerbung/x/5': {
    screen: 'applicationDetail',
    locale: 'de',
    params: { slug: 'x', id: '5' },
  },
  '/en/study/music/jazz/5': {
    screen: 'studyProgramme',
    locale: 'en',
    params: { faculty: 'music', studyTitle: 'jazz', id: '5' },
  },
  '/de/studium/musik/jazz/5/harmonielehre/7': {
    screen: 'studySubject',
    locale: 'de',
    params: {
      faculty: 'music',
      studyTitle: 'jazz',
      id: '5',
      subjectTitle: 'harmonielehre',
      subjectId: '7',
    },
  },
  '/en/study/music': { screen: 'faculty', locale: 'en', params: { faculty: 'music' } },
  '/de/neuigkeiten/foo/0': { screen: 'newsDetail', locale: 'de', params: { slug: 'foo', id: '0' } },
  '/de/neuigkeiten/foo/1': { screen: 'newsDetail', locale: 'de', params: { slug: 'foo', id: '1' } },
  '/de/neuigkeiten': { screen: 'newsList', locale: 'de', params: {} },
  '/de': { screen: 'home', locale: 'de', params: {} },
};

function screen(path: string): EntityScreen {
  const found = screens[path];
  if (!found) throw new Error(`${path} is not a screen`);
  return found;
}

const missing = () => Promise.reject(new NotFoundError('/x/'));
const api = (answer: () => Promise<unknown>) => {
  const read = () => answer();
  return {
    news: { get: read },
    events: { get: read },
    persons: { get: read },
    press: { release: read },
    study: { application: read, programme: read, subject: read, faculty: read },
  } as unknown as Parameters<typeof entityLookup>[0];
};

describe('entityLookup (every kind of detail 404 is known before the page renders)', () => {
  it.each([
    '/de/neuigkeiten/foo/999999999',
    '/en/events/x/5',
    '/de/personen/x/5',
    '/en/press-releases/x/5',
    '/de/bewerbung/x/5',
    '/en/study/music/jazz/5',
    '/de/studium/musik/jazz/5/harmonielehre/7',
    '/en/study/music',
  ])('%s: a 404 of the API is missing, an answer is found', async (path) => {
    expect(await entityLookup(api(missing), screen(path))).toBe('missing');
    expect(
      await entityLookup(
        api(() => Promise.resolve({ programme: 5 })),
        screen(path),
      ),
    ).toBe('found');
    expect(entityLookupKey(screen(path))).toMatch(/^entity:/);
  });

  it('an id that cannot exist is missing without asking', async () => {
    expect(
      await entityLookup(
        api(() => Promise.reject(new Error('asked'))),
        screen('/de/neuigkeiten/foo/0'),
      ),
    ).toBe('missing');
  });

  it('a subject of another programme is missing', async () => {
    expect(
      await entityLookup(
        api(() => Promise.resolve({ programme: 6 })),
        screen('/de/studium/musik/jazz/5/harmonielehre/7'),
      ),
    ).toBe('missing');
  });

  it('a failing API is unknown: the page renders and decides', async () => {
    expect(
      await entityLookup(
        api(() => Promise.reject(new HttpError('/x/', 503))),
        screen('/de/neuigkeiten/foo/1'),
      ),
    ).toBe('unknown');
  });

  it('screens about no single entity are never looked up', async () => {
    expect(entityLookupKey(screen('/de/neuigkeiten'))).toBeNull();
    expect(await entityLookup(api(missing), screen('/de'))).toBe('found');
  });
});
