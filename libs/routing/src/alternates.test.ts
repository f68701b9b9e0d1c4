import { describe, expect, it } from 'vitest';
import { alternates } from './alternates';
import { match } from './match';

describe('alternates (spec 2 language switch)', () => {
  it('gives both languages, x-default in German, and the canonical URL', () => {
    expect(alternates({ screen: 'newsList', locale: 'en' })).toEqual({
      canonical: '/en/news',
      languages: { de: '/de/neuigkeiten', en: '/en/news', 'x-default': '/de/neuigkeiten' },
    });
  });

  it('takes the other language slug of an entity', () => {
    const links = alternates(
      { screen: 'newsDetail', locale: 'de', params: { slug: 'tag-der-offenen-tuer', id: 12 } },
      { slug: 'open-day' },
    );
    expect(links.languages).toEqual({
      de: '/de/neuigkeiten/tag-der-offenen-tuer/12',
      en: '/en/news/open-day/12',
      'x-default': '/de/neuigkeiten/tag-der-offenen-tuer/12',
    });
    expect(links.canonical).toBe('/de/neuigkeiten/tag-der-offenen-tuer/12');
  });

  it('keeps the same slug when no other one is known, and translates faculty slugs', () => {
    const result = match('/en/study/art-and-design/painting/21');
    if (result.kind !== 'screen' || result.screen !== 'studyProgramme')
      throw new Error('expected the study programme');
    expect(alternates(result).languages).toMatchObject({
      de: '/de/studium/kunst-und-design/painting/21',
      en: '/en/study/art-and-design/painting/21',
    });
  });

  it('keeps optional search parameters', () => {
    expect(
      alternates({ screen: 'search', locale: 'de', params: { category: 'news' } }).languages.en,
    ).toBe('/en/search/news');
    expect(alternates({ screen: 'search', locale: 'de' }).languages.en).toBe('/en/search');
  });
});
