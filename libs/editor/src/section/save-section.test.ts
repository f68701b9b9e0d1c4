import { createClient, type ContainerModule } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { saveSection } from './save-section';
import { addBlock, draftOf } from './section-draft';

const section = {
  id: 5,
  slug: 's',
  parent: null,
  content_type: null,
  object_id: null,
  version: 2,
  model: 'ContainerModule',
  layout: 0,
  columns: [{ classes: 'col-12', children: [] }],
} as ContainerModule;

/** A content API that answers the save with `status` and `body`, and records what it was sent. */
function api(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({ url: String(input), init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createClient({ fetch, cookies: 'csrftoken=tok; sessionid=s' }), sent };
}

describe('saveSection (DESIGN.md 8: saving)', () => {
  const draft = addBlock(draftOf(section), 'HeadlineModule', 0);

  it('posts the section with the CSRF header and the version it edited', async () => {
    const saved = { ...section, version: 3 };
    const { client, sent } = api(200, saved);
    expect(await saveSection(client, 'en', draft)).toEqual({ kind: 'saved', section: saved });
    expect(sent[0]?.url).toBe('/en/pageeditor-api/container/5/');
    expect(new Headers(sent[0]?.init?.headers).get('X-CSRFToken')).toBe('tok');
    expect(JSON.parse(String(sent[0]?.init?.body))).toMatchObject({
      version: 2,
      layout: 0,
      blocks: [{ model: 'HeadlineModule', column: 0 }],
    });
  });

  it('maps 400 field errors onto the block that caused them', async () => {
    const { client } = api(400, {
      detail: 'Invalid input.',
      errors: { 'blocks.0.content': ['validation.required'] },
    });
    const outcome = await saveSection(client, 'de', draft);
    expect(outcome.kind).toBe('invalid');
    expect(outcome.kind === 'invalid' && outcome.errors.get(draft.blocks[0]?.key ?? '')).toEqual({
      content: ['validation.required'],
    });
  });

  it('reports 401 (the login dialog opens) and 409 with the current section', async () => {
    expect(await saveSection(api(401, { detail: 'no' }).client, 'de', draft)).toEqual({
      kind: 'unauthorized',
    });
    const current = { ...section, version: 4 };
    expect(await saveSection(api(409, { detail: 'changed', current }).client, 'de', draft)).toEqual(
      { kind: 'conflict', current },
    );
    expect((await saveSection(api(500, { detail: 'x' }).client, 'de', draft)).kind).toBe('failed');
  });
});
