import { createClient, type PublishingState, type Revision } from '@aula/api-client';
import { storySection } from '../stories/story-client';
import { structureStoryPage } from '../structure/structure-story-client';

/** A demo history of section 5: saved, drafted, published (newest first). */
export const storyRevisions: Revision[] = [
  {
    id: 3,
    version: 3,
    kind: 'publish',
    user: 'redaktion',
    created_at: '2026-11-20T09:15:00.000Z',
    snapshot: {
      layout: 0,
      blocks: [
        {
          id: 10,
          model: 'HeadlineModule',
          column: 0,
          content: 'Willkommen an der Aula',
          headline_level: 2,
        },
        { model: 'TextModule', column: 0, content: '<p>Neu: Sommerakademie</p>' },
      ],
    },
  },
  {
    id: 2,
    version: 2,
    kind: 'draft',
    user: 'lehmann',
    created_at: '2026-11-19T16:40:00.000Z',
    snapshot: {
      layout: 0,
      blocks: [
        { id: 10, model: 'HeadlineModule', column: 0, content: 'Willkommen', headline_level: 2 },
        { id: 11, model: 'QuoteModule', column: 0, content: 'Kunst ist frei.', author: 'A. B.' },
      ],
    },
  },
  {
    id: 1,
    version: 1,
    kind: 'save',
    user: 'redaktion',
    created_at: '2026-11-18T08:00:00.000Z',
    snapshot: {
      layout: 0,
      blocks: [
        { id: 11, model: 'QuoteModule', column: 0, content: 'Kunst ist frei.', author: 'A. B.' },
        { id: 10, model: 'HeadlineModule', column: 0, content: 'Willkommen', headline_level: 2 },
      ],
    },
  },
];

/** A demo publishing state of page 1: online, one draft with a faulty headline, one scheduled publication. */
export const storyState = (faulty = true): PublishingState => ({
  page_id: 1,
  is_online: true,
  drafts: [
    {
      module_id: 5,
      slug: 'intro',
      models: ['HeadlineModule', 'TextModule'],
      user: 'lehmann',
      updated_at: '2026-11-21T10:00:00.000Z',
    },
  ],
  scheduled: [{ id: 4, publish_at: '2026-11-24T08:00:00.000Z', user: 'redaktion' }],
  errors: faulty ? { 'sections.5.blocks.0.content': ['validation.required'] } : {},
});

/**
 * A content API for the publishing stories: the history and state above; a restore or a
 * publication answers with `status` (200 by default) and records the call in `calls`.
 */
export function publishingStoryClient({
  state = storyState(),
  status = 200,
}: { state?: PublishingState; status?: number } = {}) {
  const calls: string[] = [];
  const client = createClient({
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') calls.push(`${method} ${url}`);
      if (status !== 200 && method !== 'GET')
        return Response.json(
          { detail: 'Invalid input.', errors: { publish_at: ['publishing.validation.future'] } },
          { status },
        );
      // The page history asks for the page's version (a restore is a save on top of it).
      if (url.endsWith('/settings/'))
        return Response.json({
          ...structureStoryPage('de'),
          id: 1,
          version: 5,
          version_id: 21,
          og_image_id: null,
        });
      if (url.includes('/page/') && url.includes('/revisions/'))
        return Response.json([
          {
            id: 21,
            version: 5,
            is_draft: false,
            user: 'redaktion',
            created_at: '2026-11-21T09:00:00.000Z',
          },
          {
            id: 20,
            version: 4,
            is_draft: true,
            user: null,
            created_at: '2026-11-20T09:00:00.000Z',
          },
        ]);
      if (url.includes('/revisions/') && method === 'GET') return Response.json(storyRevisions);
      if (url.includes('/restore/')) return Response.json(storySection(4));
      if (url.includes('/preview/')) return Response.json({ version_id: 99 });
      if (url.includes('/unpublish/'))
        return Response.json({ detail: 'not in stories' }, { status: 500 });
      return Response.json(state);
    },
  });
  return Object.assign(client, { calls });
}
