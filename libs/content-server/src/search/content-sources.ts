import { sql } from 'kysely';
import {
  hitImage,
  hitSelect,
  isOnline,
  notUpcoming,
  publishedBy,
  type SearchSource,
} from './search-source';

/** spec 7: news, events and persons, each its own search category. */
export const contentSources: readonly SearchSource[] = [
  {
    type: 'news',
    category: 'news',
    table: 'news',
    visible: publishedBy,
    date: 'published_at',
    upcoming: notUpcoming,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect(
        'news',
        'news',
        {
          title: `title_${l}`,
          teaser: `teaser_${l}`,
          date: 'published_at',
          image_path: hitImage('news'),
          slug: `slug_${l}`,
        },
        ids,
      ),
  },
  {
    type: 'event',
    category: 'events',
    table: 'event',
    visible: isOnline,
    date: 'starts_at',
    upcoming: (now) => sql<boolean>`coalesce(ends_at, starts_at) >= ${now}`,
    title: (l) => `title_${l}`,
    details: (l, ids) =>
      hitSelect(
        'event',
        'event',
        {
          title: `title_${l}`,
          teaser: `teaser_${l}`,
          date: 'starts_at',
          image_path: hitImage('event'),
          slug: `slug_${l}`,
        },
        ids,
      ),
  },
  {
    type: 'person',
    category: 'persons',
    table: 'person',
    visible: isOnline,
    date: 'null::timestamptz',
    upcoming: notUpcoming,
    title: () => `first_name || ' ' || last_name`,
    details: (l, ids) =>
      hitSelect(
        'person',
        'person',
        {
          title: `trim(academic_title || ' ' || first_name || ' ' || last_name)`,
          teaser: `position_${l}`,
          image_path: hitImage('person', 'vertical'),
          slug: `slug_${l}`,
        },
        ids,
      ),
  },
];
