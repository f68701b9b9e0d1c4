import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { pageStructureQuery, undoStateQuery, type UndoScope } from './page-editor-queries';

/** A client whose content API answers from `answer` and records the addresses asked. */
function recordingClient(answer: (url: string) => unknown) {
  const asked: string[] = [];
  const client = createClient({
    fetch: async (input) => {
      asked.push(String(input));
      return Response.json(answer(String(input)));
    },
  });
  return { client, asked };
}

describe('undoStateQuery (DESIGN.md 8)', () => {
  it('asks for the sections on screen when it loads, not when it was made', async () => {
    const { client, asked } = recordingClient(() => ({ undo: null, redo: null }));
    let scope: UndoScope = { page: 7, sections: [5], slugs: [] };
    const query = undoStateQuery(client, 'de', 7, () => scope);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(query);
    // A save added a section to the page: the next load asks for it too, under the same key.
    scope = { page: 7, sections: [5, 9], slugs: ['footer'] };
    await queryClient.fetchQuery({ ...query, staleTime: 0 });
    expect(asked.map((url) => new URL(url, 'http://x').searchParams.toString())).toEqual([
      'page=7&sections=5',
      'page=7&sections=5%2C9&slugs=footer',
    ]);
  });
});

describe('pageStructureQuery (DESIGN.md 8)', () => {
  it('gives the section order with its version and each section by id', async () => {
    const section = (id: number) => ({
      id,
      slug: null,
      parent: null,
      content_type: 'pageeditor.page',
      object_id: 7,
      version: 1,
      model: 'ContainerModule',
      layout: 0,
      columns: [{ classes: 'col-12', children: [] }],
    });
    const { client } = recordingClient((url) =>
      url.endsWith('/sections/')
        ? { page: 7, version: 4, order: [6, 5] }
        : { ...pageFields, modules: [section(5), section(6)] },
    );
    const loaded = await new QueryClient().fetchQuery(
      pageStructureQuery(client, 'de', 7, 'weiterbildung'),
    );
    expect(loaded.version).toBe(4);
    expect(loaded.order).toEqual([6, 5]);
    expect([...loaded.sections.keys()]).toEqual([5, 6]);
  });
});

const pageFields = {
  id: 7,
  urls: { de: '/de/weiterbildung', en: '/en/continuing-education' },
  content_type: null,
  title: 'Weiterbildung',
  headline: 'Weiterbildung',
  is_online: true,
  is_clickable: true,
  in_menu: true,
  in_footer: false,
  meta_title: '',
  meta_description: '',
  og_title: '',
  og_description: '',
  og_image: null,
  og_image_thumbs: [],
  og_type: 'website',
  settings_url: null,
};
