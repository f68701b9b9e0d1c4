import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { pagePresenceQuery, undoStateQuery, type UndoScope } from './page-editor-queries';

/**
 * A client whose content API answers from `answer` and records the addresses asked (the
 * structure panel's stories load `pageStructureQuery` through a client like this).
 */
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

describe('pagePresenceQuery (DESIGN.md 8)', () => {
  it("keeps the other editors per section, leaving out the asking browser's own session", async () => {
    const editor = (id: number, name: string, self = false) => ({ id, name, self });
    const { client, asked } = recordingClient(() => ({
      sections: [
        { section: 5, editors: [editor(1, 'Ich', true), editor(2, 'Ada')] },
        { section: 9, editors: [editor(1, 'Ich', true)] },
      ],
    }));
    const presence = await new QueryClient().fetchQuery(pagePresenceQuery(client, 'de', [5, 9]));
    expect([...presence]).toEqual([[5, [editor(2, 'Ada')]]]);
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.get('sections')).toBe('5,9');
  });
});
