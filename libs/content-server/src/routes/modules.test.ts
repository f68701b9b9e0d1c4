import { cacheTags, moduleSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;
let containerId: number;

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
  const created = await server.app.request('/de/pageeditor-api/module/', {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: 'ContainerModule', layout: 3, slug: 'test-section' }),
  });
  containerId = v.parse(moduleSchema, await created.json()).id;
});
afterAll(() => server.close());

const post = (path: string, body: unknown, init: { headers?: Record<string, string> } = {}) =>
  server.app.request(`/de/pageeditor-api/module/${path}`, {
    method: 'POST',
    headers: init.headers ?? headers,
    body: JSON.stringify(body),
  });
const moduleCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('module')
        .select(server.db.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('module API permissions', () => {
  it('answers 401 to visitors and changes nothing', async () => {
    const before = await moduleCount();
    const token = await server.csrfToken();
    const anonymous = {
      cookie: `csrftoken=${token}`,
      'X-CSRFToken': token,
      'content-type': 'application/json',
    };
    expect(
      (
        await post(
          '',
          { model: 'TextModule', content: 'x', parent: containerId },
          { headers: anonymous },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await server.app.request(`/de/pageeditor-api/module/${containerId}/`, {
          method: 'DELETE',
          headers: anonymous,
        })
      ).status,
    ).toBe(401);
    expect((await server.app.request('/de/pageeditor-api/module/')).status).toBe(401);
    expect(await moduleCount()).toBe(before);
  });

  it('answers 403 to an editor with a missing, wrong or foreign CSRF token and changes nothing', async () => {
    const before = await moduleCount();
    const noHeader = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== 'X-CSRFToken'),
    );
    expect(
      (
        await post(
          '',
          { model: 'TextModule', content: 'x', parent: containerId },
          { headers: noHeader },
        )
      ).status,
    ).toBe(403);
    const wrong = {
      ...headers,
      'X-CSRFToken': 'wrong',
      cookie: headers['cookie']?.replace(/csrftoken=[^;]+/, 'csrftoken=wrong') ?? '',
    };
    expect(
      (
        await post(
          '',
          { model: 'TextModule', content: 'x', parent: containerId },
          { headers: wrong },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          '',
          { model: 'TextModule', content: 'x', parent: containerId },
          { headers: { ...headers, 'Sec-Fetch-Site': 'cross-site' } },
        )
      ).status,
    ).toBe(403);
    expect(await moduleCount()).toBe(before);
  });
});

describe('module API writes', () => {
  it('creates a block in a container column and announces the section to the host', async () => {
    server.revalidations.length = 0;
    const response = await post('', {
      model: 'HeadlineModule',
      headline_level: 3,
      content: 'Hallo',
      parent: containerId,
      column: 1,
    });
    expect(response.status).toBe(201);
    const headline = v.parse(moduleSchema, await response.json());
    expect(headline).toMatchObject({
      model: 'HeadlineModule',
      parent: containerId,
      version: 1,
      extra_class: 'links',
    });
    expect(server.revalidations).toEqual([
      [cacheTags.module(containerId), cacheTags.section('test-section')],
    ]);
    const section = (await server.getJson('/de/pageeditor-api/container/by-slug/test-section'))
      .body;
    expect(section).toMatchObject({
      columns: [{ children: [] }, { children: [{ id: headline.id }] }],
    });
  });

  it('answers 400 with field errors for invalid input and stores nothing', async () => {
    const before = await moduleCount();
    const cases: [unknown, string][] = [
      [
        { model: 'HeadlineModule', headline_level: 7, content: 'x', parent: containerId },
        'headline_level',
      ],
      [
        { model: 'HeadlineModule', headline_level: 2, content: '  ', parent: containerId },
        'content',
      ],
      [
        { model: 'FullTeaserModule', headline: 'x', text: 'a'.repeat(257), parent: containerId },
        'text',
      ],
      [
        { model: 'VideoModule', video_url: 'https://evil.example/video', parent: containerId },
        'video_url',
      ],
      [
        {
          model: 'AudioModule',
          embed: '<iframe src="https://evil.example"></iframe>',
          parent: containerId,
        },
        'embed',
      ],
      [{ model: 'Nope' }, 'model'],
    ];
    for (const [body, field] of cases) {
      const response = await post('', body);
      expect(response.status).toBe(400);
      expect(
        Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors),
      ).toContain(field);
    }
    expect((await post('', 'not json')).status).toBe(400);
    expect(
      (
        await post('', {
          model: 'TextModule',
          content: 'x'.repeat(2 * 1024 * 1024),
          parent: containerId,
        })
      ).status,
    ).toBe(413);
    expect(await moduleCount()).toBe(before);
  });

  it('sanitizes rich text and keeps only the checked URL of an embed', async () => {
    const text = await post('', {
      model: 'TextModule',
      content:
        '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      parent: containerId,
    });
    expect(v.parse(moduleSchema, await text.json())).toMatchObject({ content: '<p>Hi x</p>' });
    const audio = await post('', {
      model: 'AudioModule',
      embed:
        '<iframe onload="x()" src="https://open.spotify.com/embed/track/1?x=1&amp;y=2"></iframe>',
      parent: containerId,
    });
    const read = v.parse(moduleSchema, await audio.json());
    expect(read).toMatchObject({
      model: 'AudioModule',
      embed_url: 'https://open.spotify.com/embed/track/1?x=1&y=2',
      platform: 'spotify',
    });
    const stored = await server.db
      .selectFrom('module')
      .select('data')
      .where('id', '=', read.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.data)).not.toContain('iframe');
  });

  it('updates with the current version, answers 409 with the current state for a stale one', async () => {
    const created = v.parse(
      moduleSchema,
      await (await post('', { model: 'QuoteModule', content: 'Eins', parent: containerId })).json(),
    );
    const first = await post(`${created.id}/`, {
      model: 'QuoteModule',
      content: 'Zwei',
      version: 1,
    });
    expect(v.parse(moduleSchema, await first.json())).toMatchObject({
      content: 'Zwei',
      version: 2,
    });
    const stale = await post(`${created.id}/`, {
      model: 'QuoteModule',
      content: 'Drei',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { content: 'Zwei', version: 2 } });
    expect((await post(`${created.id}/`, { model: 'QuoteModule', content: 'Drei' })).status).toBe(
      400,
    );
    expect(
      (await post(`${created.id}/`, { model: 'TextModule', content: 'Drei', version: 2 })).status,
    ).toBe(400);
    const revisions = await server.db
      .selectFrom('module_revision')
      .select('version')
      .where('module_id', '=', created.id)
      .execute();
    expect(revisions.map((revision) => revision.version)).toEqual([1, 2]);
  });

  it('replaces the inline items of a list block', async () => {
    const faq = v.parse(
      moduleSchema,
      await (
        await post('', {
          model: 'FAQModule',
          children: [{ content: '<p>A</p>' }],
          parent: containerId,
        })
      ).json(),
    );
    const updated = v.parse(
      moduleSchema,
      await (
        await post(`${faq.id}/`, {
          model: 'FAQModule',
          version: 1,
          children: [{ content: '<p>B</p>' }, { content: '<p>C</p>' }],
        })
      ).json(),
    );
    expect(updated.model === 'FAQModule' && updated.children.map((item) => item.content)).toEqual([
      '<p>B</p>',
      '<p>C</p>',
    ]);
  });

  it('reads one module and the list for editors, and deletes', async () => {
    const one = await server.getJson(`/de/pageeditor-api/module/${containerId}/`, { headers });
    expect(one.body).toMatchObject({ id: containerId, slug: 'test-section' });
    expect(one.response.headers.get('cache-control')).toBe('private, no-store');
    const list = await server.getJson('/de/pageeditor-api/module/?slug=test-section', { headers });
    expect(list.body).toHaveLength(1);
    const page = await server.db
      .selectFrom('page')
      .select('id')
      .where('slug', '=', 'bloecke')
      .executeTakeFirstOrThrow();
    const owned = await server.getJson(
      `/de/pageeditor-api/module/?content_type=pageeditor.page&object_id=${page.id}`,
      { headers },
    );
    expect(owned.body).toHaveLength(7);
    expect(
      (
        await server.app.request(`/de/pageeditor-api/module/${containerId}/?version=99`, {
          method: 'DELETE',
          headers,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.app.request(`/de/pageeditor-api/module/${containerId}/`, {
          method: 'DELETE',
          headers,
        })
      ).status,
    ).toBe(204);
    expect((await server.getJson('/de/pageeditor-api/container/by-slug/test-section')).status).toBe(
      404,
    );
  });
});
