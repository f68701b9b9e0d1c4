import type { AdminDashboard } from '@aula/api-client';

/** A dashboard with nothing to do and no changes yet (a fresh site). */
export const emptyDashboard: AdminDashboard = {
  recent: [],
  missingTranslations: 0,
  translationGaps: [],
  entriesUntranslated: 0,
  untranslatedEntries: [],
  brokenLinks: 0,
  brokenLinkList: [],
  draftsWaiting: 0,
  drafts: [],
  scheduledPublications: 0,
  scheduled: [],
};

/** A dashboard with something in every list: a section, a page and an entry changed. */
export const filledDashboard: AdminDashboard = {
  recent: [
    {
      kind: 'section',
      entity: '',
      id: 41,
      title: 'Leitbild',
      locale: 'de',
      url: '/de/hochschule/leitbild',
      created_at: '2026-07-01T09:30:00.000Z',
      user: 'redaktion',
    },
    {
      kind: 'page',
      entity: '',
      id: 3,
      title: 'Mission statement',
      locale: 'en',
      url: '/en/university/mission-statement',
      created_at: '2026-07-01T08:45:00.000Z',
      user: 'redaktion',
    },
    {
      kind: 'entity',
      entity: 'news/news',
      id: 7,
      title: 'Rundgang 2026',
      locale: null,
      url: null,
      created_at: '2026-07-01T08:00:00.000Z',
      user: 'redaktion',
    },
  ],
  missingTranslations: 3,
  translationGaps: [
    {
      title: 'Leitbild',
      url: '/de/hochschule/leitbild',
      sectionsMissing: { de: 0, en: 1 },
      fieldsEmpty: { de: 0, en: 1 },
    },
    {
      title: 'press-intro',
      url: null,
      sectionsMissing: { de: 0, en: 0 },
      fieldsEmpty: { de: 1, en: 0 },
    },
  ],
  entriesUntranslated: 1,
  untranslatedEntries: [{ entity: 'study/faculty', id: 2, title: 'Musik', detail: 'EN' }],
  brokenLinks: 1,
  brokenLinkList: [
    { entity: 'home/calltoaction', id: 5, title: 'Jetzt bewerben', detail: '/de/gibt-es-nicht' },
  ],
  draftsWaiting: 2,
  drafts: [
    {
      title: 'Geschichte',
      url: '/de/hochschule/geschichte',
      locale: 'de',
      at: '2026-07-01T07:00:00.000Z',
      user: 'redaktion',
    },
  ],
  scheduledPublications: 1,
  scheduled: [
    {
      title: 'Tag der Künste',
      url: '/de/tag-der-kuenste',
      locale: 'de',
      at: '2026-07-10T08:00:00.000Z',
      user: 'redaktion',
    },
  ],
};
