import { createClient, type Page, type PageRevision } from '@aula/api-client';
import { storyTextBlock } from '../stories/story-client';
import { structureStoryPage } from '../structure/structure-story-client';

/** Page 7 as it read in an older revision: other title, a headline and a text in its first section, and a second section. */
export const olderPage = (locale: 'de' | 'en'): Page => {
  const page = structureStoryPage(locale);
  const [first, second] = page.modules as [Page['modules'][number], Page['modules'][number]];
  const text = storyTextBlock('<p>Kurse am Abend</p>');
  const withText = {
    ...first,
    version: 2,
    columns: [
      {
        classes: 'col-12',
        children: [
          ...((first as { columns: { children: unknown[] }[] }).columns[0]?.children ?? []),
          text,
        ],
      },
    ],
  };
  return {
    ...page,
    title: locale === 'de' ? 'Weiterbildung (alt)' : 'Continuing education (old)',
    in_menu: false,
    modules: [second, withText],
  } as unknown as Page;
};

/** The page's history: 31 (now, newest), 30 (a preview), 29 (the older state above). */
export const storyPageRevisions: PageRevision[] = [
  {
    id: 31,
    version: 6,
    is_draft: false,
    user: 'redaktion',
    created_at: '2026-11-21T09:00:00.000Z',
  },
  { id: 30, version: 5, is_draft: true, user: 'lehmann', created_at: '2026-11-20T15:00:00.000Z' },
  { id: 29, version: 5, is_draft: false, user: 'lehmann', created_at: '2026-11-20T09:00:00.000Z' },
];

/**
 * A content API for the page history stories: its revisions (29 reads as `olderPage`, the others
 * as the page now), the settings at version 6, and a restore answered as saved, or refused with
 * `status` (409: someone else saved; 400: a section is no longer stored). `calls` records writes.
 */
export function pageHistoryStoryClient({ status = 200 }: { status?: number } = {}) {
  const calls: string[] = [];
  const client = createClient({
    fetch: async (input, init) => {
      const url = String(input);
      const locale = url.startsWith('/en/') ? 'en' : 'de';
      const now = { ...structureStoryPage(locale), version: 6, version_id: 31, og_image_id: null };
      if (init?.method === 'POST') {
        calls.push(`POST ${url} ${String(init.body)}`);
        if (status === 409)
          return Response.json(
            { detail: 'This page was changed by someone else.', current: { ...now, version: 7 } },
            { status },
          );
        if (status === 400)
          return Response.json(
            { detail: 'Invalid input.', errors: { sections: ['history.page.unavailable'] } },
            { status },
          );
        return Response.json({
          ...olderPage(locale),
          version: 7,
          version_id: 32,
          og_image_id: null,
        });
      }
      if (url.endsWith('/settings/')) return Response.json(now);
      const revision = /\/revisions\/(\d+)\/$/.exec(url)?.[1];
      if (revision) {
        const entry = storyPageRevisions.find((candidate) => candidate.id === Number(revision));
        return Response.json({
          ...entry,
          page: Number(revision) === 29 ? olderPage(locale) : structureStoryPage(locale),
        });
      }
      return Response.json(storyPageRevisions);
    },
  });
  return Object.assign(client, { calls });
}
