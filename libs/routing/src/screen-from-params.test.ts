import { describe, expect, it } from 'vitest';
import { emptyQuerySegment, querySegment } from './query-segment';
import { screenFromParams, splitQuery } from './screen-from-params';

describe('screenFromParams', () => {
  it('reads the screen back from the route params', () => {
    expect(screenFromParams('faculty', { locale: 'en', faculty: 'music' })).toEqual({
      kind: 'screen',
      screen: 'faculty',
      locale: 'en',
      params: { faculty: 'music' },
    });
  });

  it('is null for another language, a broken rule or a missing parameter', () => {
    expect(screenFromParams('newsList', { locale: 'fr' })).toBeNull();
    expect(screenFromParams('faculty', { locale: 'de', faculty: 'music' })).toBeNull();
    expect(
      screenFromParams('studyProgramme', {
        locale: 'de',
        faculty: 'musik',
        studyTitle: 'jazz',
        id: '1x',
      }),
    ).toBeNull();
    expect(screenFromParams('newsDetail', { locale: 'de', slug: ['a'], id: '1' })).toBeNull();
  });
});

describe('splitQuery', () => {
  it("separates a list screen's params from its query segment", () => {
    expect(splitQuery({ locale: 'de', query: querySegment('newsList', '?page=2') })).toEqual({
      folder: { locale: 'de' },
      query: { page: '2' },
    });
    expect(splitQuery({ locale: 'en', query: emptyQuerySegment })).toEqual({
      folder: { locale: 'en' },
      query: {},
    });
  });
});
