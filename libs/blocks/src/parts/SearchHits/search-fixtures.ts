import type { SearchResult, StudyProgramme } from '@aula/api-client';

/** A search hit of the demo site. */
export function searchHit(id: number, overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    id,
    category: 'news',
    type: 'news',
    title: `Rundgang ${id}`,
    teaser: 'Offene Ateliers und Konzerte.',
    url: `/de/neuigkeiten/rundgang-${id}/${id}`,
    date: '2026-10-30T09:00:00.000Z',
    image_url: null,
    ...overrides,
  };
}

/** A study programme of the demo site, with its address in both languages. */
export function programme(id: number): StudyProgramme {
  return {
    id,
    slug: `jazz-${id}`,
    title: 'Jazz',
    degree: 'Bachelor of Music',
    teaser: 'Improvisation, Ensemble und Komposition.',
    faculty: 1,
    urls: { de: `/de/studium/musik/jazz/${id}`, en: `/en/study/music/jazz/${id}` },
    image: null,
    image_url: null,
    alt: '',
    width: null,
    height: null,
    thumbs: [],
  };
}
