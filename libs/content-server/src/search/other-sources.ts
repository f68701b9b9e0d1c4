import { sql } from 'kysely';
import { pageMatch } from './page-text';
import { hitImage, hitSelect, isOnline, notUpcoming, type SearchSource } from './search-source';

const always = () => sql<boolean>`true`;
const pressItem = (kind: 'release' | 'article') => (now: Date) =>
  sql<boolean>`kind = ${kind} and is_online and published_at <= ${now}`;

/**
 * spec 1, 7: the `others` category: pages, study (faculties, programmes, subjects), application
 * pages, press (releases, articles, material) and microsites, in this order of types.
 */
export const otherSources: readonly SearchSource[] = [
  {
    type: 'page',
    category: 'others',
    table: 'page',
    visible: (now) =>
      sql<boolean>`page.is_online and (page.publish_at is null or page.publish_at <= ${now})`,
    match: pageMatch,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect(
        'page',
        'page',
        { title: `title_${l}`, teaser: `meta_description_${l}`, slug: `path_${l}` },
        ids,
      ),
  },
  {
    type: 'faculty',
    category: 'others',
    table: 'faculty',
    visible: always,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: (l) => `name_${l}`,
    details: (l, ids) =>
      hitSelect(
        'faculty',
        'faculty',
        { title: `name_${l}`, teaser: `intro_${l}`, slug: `slug_${l}`, parent_slug: `slug_${l}` },
        ids,
      ),
  },
  {
    type: 'programme',
    category: 'others',
    table: 'study_programme',
    visible: isOnline,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect(
        'p',
        'study_programme p join faculty f on f.id = p.faculty_id',
        {
          title: `p.title_${l}`,
          teaser: `p.description_${l}`,
          slug: `p.slug_${l}`,
          parent_slug: `f.slug_${l}`,
        },
        ids,
      ),
  },
  {
    type: 'subject',
    category: 'others',
    table: 'study_subject',
    visible: () =>
      sql<boolean>`is_online and exists (select 1 from study_programme p
        where p.id = study_subject.programme_id and p.is_online)`,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect(
        's',
        'study_subject s join study_programme p on p.id = s.programme_id ' +
          'join faculty f on f.id = p.faculty_id',
        {
          title: `s.title_${l}`,
          teaser: `s.description_${l}`,
          slug: `s.slug_${l}`,
          parent_slug: `f.slug_${l}`,
          programme_slug: `p.slug_${l}`,
          programme_id: 'p.id',
        },
        ids,
      ),
  },
  {
    type: 'application',
    category: 'others',
    table: 'application_page',
    visible: isOnline,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect(
        'application_page',
        'application_page',
        { title: `title_${l}`, teaser: `text_${l}`, slug: `slug_${l}` },
        ids,
      ),
  },
  ...(['release', 'article'] as const).map((kind): SearchSource => ({
    type: kind === 'release' ? 'press-release' : 'press-article',
    category: 'others',
    table: 'press_item',
    visible: pressItem(kind),
    date: 'published_at',
    upcoming: notUpcoming,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect(
        'press_item',
        'press_item',
        {
          title: `title_${l}`,
          teaser: kind === 'release' ? `teaser_${l}` : 'source',
          date: 'published_at',
          image_path: hitImage('press_item'),
          slug: `slug_${l}`,
        },
        ids,
      ),
  })),
  {
    type: 'press-material',
    category: 'others',
    table: 'download_directory',
    visible: always,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect('download_directory', 'download_directory', { title: `title_${l}` }, ids),
  },
  {
    type: 'microsite',
    category: 'others',
    table: 'microsite',
    visible: isOnline,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: (l) => `name_${l}`,
    details: (l, ids) =>
      hitSelect('microsite', 'microsite', { title: `name_${l}`, parent_slug: `url_${l}` }, ids),
  },
];
