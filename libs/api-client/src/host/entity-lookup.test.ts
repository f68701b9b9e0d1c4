import { HttpError, NotFoundError } from '@aula/api-client';
import { type ScreenMatch, match } from '@aula/routing';
import { describe, expect, it } from 'vitest';
import { entityLookup, entityLookupKey } from './missing-entity';

function screen(path: string): ScreenMatch {
  const result = match(path, '', null);
  if (result.kind !== 'screen') throw new Error(`${path} is not a screen`);
  return result;
}

const missing = () => Promise.reject(new NotFoundError('/x/'));
const api = (answer: () => Promise<unknown>) => {
  const read = () => answer();
  return { news: { get: read }, events: { get: read }, persons: { get: read }, press: { release: read }, study: { application: read, programme: read, subject: read, faculty: read } } as unknown as Parameters<typeof entityLookup>[0];
};

describe('entityLookup (issue 16.2: every kind of detail 404 is known before the page renders)', () => {
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
    expect(await entityLookup(api(() => Promise.resolve({ programme: 5 })), screen(path))).toBe('found');
    expect(entityLookupKey(screen(path))).toMatch(/^entity:/);
  });

  it('an id that cannot exist is missing without asking', async () => {
    expect(await entityLookup(api(() => Promise.reject(new Error('asked'))), screen('/de/neuigkeiten/foo/0'))).toBe('missing');
  });

  it('a subject of another programme is missing', async () => {
    expect(await entityLookup(api(() => Promise.resolve({ programme: 6 })), screen('/de/studium/musik/jazz/5/harmonielehre/7'))).toBe('missing');
  });

  it('a failing API is unknown: the page renders and decides', async () => {
    expect(await entityLookup(api(() => Promise.reject(new HttpError('/x/', 503))), screen('/de/neuigkeiten/foo/1'))).toBe('unknown');
  });

  it('screens about no single entity are never looked up', async () => {
    expect(entityLookupKey(screen('/de/neuigkeiten'))).toBeNull();
    expect(await entityLookup(api(missing), screen('/de'))).toBe('found');
  });
});
