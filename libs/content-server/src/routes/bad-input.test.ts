import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentType } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe('NUL characters (bad input never gives a 500)', () => {
  it('are refused with 400 in the query and the path, in both languages', async () => {
    for (const path of [
      '/de/api/persons/?search=%00',
      '/en/api/search/autocomplete/?query=ab%00',
      '/de/api/search/?query=%00',
      '/en/pageeditor-api/page/%00',
      '/de/api/news/?category=%00',
    ]) {
      const answer = await server.getJson(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ detail: 'The request contains a NUL character.' });
    }
  });

  it('are refused in a JSON body, and nothing is stored', async () => {
    const before = await server.db
      .selectFrom('newsletter_subscription')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    const response = await server.app.request('/de/api/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'nul@aula.example',
        name: 'A\u0000B',
        newsletters: [1],
        privacy: true,
      }),
    });
    expect(response.status).toBe(400);
    const after = await server.db
      .selectFrom('newsletter_subscription')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});

describe('ids and paths that can name nothing (never a 500)', () => {
  it('answers 404 for ids beyond a PostgreSQL integer and for broken percent-encodings', async () => {
    const { headers } = await server.login();
    for (const path of [
      '/de/api/news/99999999999/',
      '/en/api/events/pagemodule/99999999999999999/',
      '/de/api/persons/12345678901/',
      '/de/pageeditor-api/page/%E0%A4%A',
      '/en/pageeditor-api/redirect/%E0%A4%A',
    ]) {
      expect((await server.app.request(path)).status, path).toBe(404);
    }
    for (const method of ['POST', 'DELETE']) {
      const response = await server.app.request('/de/pageeditor-api/module/99999999999999/', {
        method,
        headers,
        body: method === 'POST' ? '{}' : null,
      });
      expect(response.status, method).toBe(404);
    }
    // DESIGN.md 8: the structure endpoints too (deleting a section, a page's section order).
    for (const [method, path] of [
      ['DELETE', '/de/pageeditor-api/container/99999999999999/?version=1'],
      ['POST', '/en/pageeditor-api/page/99999999999/sections/'],
      ['GET', '/de/pageeditor-api/page/99999999999/sections/'],
    ] as const) {
      const response = await server.app.request(path, {
        method,
        headers,
        body: method === 'POST' ? '{"version":1,"order":[]}' : null,
      });
      expect(response.status, path).toBe(404);
    }
  });

  it('refuses ids beyond a PostgreSQL integer in a body or a filter', async () => {
    const { headers } = await server.login();
    const create = await server.app.request('/de/pageeditor-api/module/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: 'TextModule', content: '<p>x</p>', parent: 3_000_000_000 }),
    });
    expect(create.status).toBe(400);
    expect((await server.app.request('/de/api/news/?faculty=99999999999')).status).toBe(200);
  });
});

describe('out-of-range numbers, blocks that no longer read: never a 5xx, nothing stored', () => {
  const moduleCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('module')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pageContainer = () =>
    server.db
      .selectFrom('module')
      .select(['id', 'object_id', 'content_type'])
      .where('model', '=', 'ContainerModule')
      .where('locale', '=', 'de')
      .where('content_type', '=', pageContentType)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('refuses out-of-range query parameters with 400 before any query runs', async () => {
    const { headers } = await server.login();
    for (const path of [
      '/de/api/persons/?category=2147483648',
      '/de/api/persons/?category=-1',
      '/de/api/persons/?category=1e3',
      `/de/api/persons/?search=${'x'.repeat(300)}`,
      '/de/pageeditor-api/module/?object_id=2147483648',
      '/de/pageeditor-api/page/home?version_id=2147483648',
      '/de/pageeditor-api/page/home?version_id=abc',
    ]) {
      const response = await server.app.request(path, { headers });
      expect(response.status, path).toBe(400);
    }
    expect((await server.app.request('/de/api/persons/?category=', { headers })).status).toBe(200);
    expect(server.errors.filter((error) => String(error).includes('out of range'))).toEqual([]);
  });

  it('refuses page settings with og_image or version beyond the id range', async () => {
    const { headers } = await server.login();
    const page = await server.db
      .selectFrom('page')
      .select(['id', 'version'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const settings = {
      title: 'T',
      headline: 'H',
      is_online: true,
      in_menu: true,
      in_footer: true,
      version: page.version,
    };
    for (const body of [
      JSON.stringify({ ...settings, og_image: 2147483648 }),
      JSON.stringify(settings).replace('}', ',"og_image":1e308}'),
      JSON.stringify({ ...settings, version: 2147483648 }),
    ]) {
      const response = await server.app.request(`/de/pageeditor-api/page/${page.id}/settings/`, {
        method: 'POST',
        headers,
        body,
      });
      expect(response.status, body).toBe(400);
    }
    expect(
      (
        await server.db
          .selectFrom('page')
          .select('version')
          .where('id', '=', page.id)
          .executeTakeFirstOrThrow()
      ).version,
    ).toBe(page.version);
  });

  it('answers module writes with values the database cannot hold without a 5xx, and stores none of them', async () => {
    const { headers } = await server.login();
    const container = await pageContainer();
    const before = await moduleCount();
    const bodies = [
      JSON.stringify({
        model: 'TextModule',
        content: '<p>x</p>',
        parent: container.id,
        column: 99999999999,
      }),
      JSON.stringify({
        model: 'TextModule',
        content: '<p>x</p>',
        parent: container.id,
        position: 2147483648,
      }),
      `{"model":"TextModule","content":"<p>\\ud800</p>","parent":${container.id}}`,
      JSON.stringify({
        model: 'ImageModule',
        parent: container.id,
        image: 2147483648,
        alias: 'vertical',
      }),
      JSON.stringify({
        model: 'FaqModule',
        parent: container.id,
        children: Array.from({ length: 20_000 }, () => ({
          model: 'FaqItemModule',
          title: 'q',
          content: '<p>a</p>',
        })),
      }),
    ];
    for (const body of bodies) {
      const response = await server.app.request('/de/pageeditor-api/module/', {
        method: 'POST',
        headers,
        body,
      });
      expect(response.status, body.slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 120)).toBeLessThan(500);
    }
    expect(await moduleCount()).toBe(before);
    // The section and the module list still read.
    expect(
      (await server.app.request(`/de/pageeditor-api/module/${container.id}/`, { headers })).status,
    ).toBe(200);
    expect(
      (
        await server.app.request(
          `/de/pageeditor-api/module/?content_type=pageeditor.page&object_id=${container.object_id}`,
          { headers },
        )
      ).status,
    ).toBe(200);
  });

  it('reads a section with one bad stored row: the row is answered as broken, the rest answers', async () => {
    const { headers } = await server.login();
    const container = await pageContainer();
    const [bad] = await server.db
      .insertInto('module')
      .values({
        model: 'ImageModule',
        locale: 'de',
        parent_id: container.id,
        column_index: 0,
        position: 999,
        data: JSON.stringify({ image: 2147483648, alias: 'vertical' }) as never,
        version: 1,
      })
      .returning('id')
      .execute();
    try {
      expect(
        (await server.app.request(`/de/pageeditor-api/module/${container.id}/`, { headers }))
          .status,
      ).toBe(200);
      expect(
        (
          await server.app.request(
            `/de/pageeditor-api/module/?content_type=pageeditor.page&object_id=${container.object_id}`,
            { headers },
          )
        ).status,
      ).toBe(200);
      const page = await server.db
        .selectFrom('page')
        .select(['slug'])
        .where('id', '=', container.object_id ?? 0)
        .executeTakeFirstOrThrow();
      expect((await server.app.request(`/de/pageeditor-api/page/${page.slug}`)).status).toBe(200);
    } finally {
      await server.db
        .deleteFrom('module')
        .where('id', '=', bad?.id ?? 0)
        .execute();
    }
  });
});

describe('presence and translation endpoints: bad input is a 4xx and changes nothing', () => {
  it('refuses malformed lists, unknown sections and foreign-language ids without a 5xx', async () => {
    const { headers } = await server.login();
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('module')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const modules = await count();
    for (const path of [
      '/de/pageeditor-api/presence/?sections=1e3',
      '/en/pageeditor-api/presence/?sections=%F0%9F%98%80',
      '/de/pageeditor-api/translation-status/?sections=1,2,x',
      '/en/pageeditor-api/translation-status/?slugs=a%2Cb%2C..%2F',
      '/de/pageeditor-api/translation-status/?page=1.5',
    ]) {
      const answer = await server.app.request(path, { headers });
      expect(answer.status, path).toBe(400);
    }
    const english = await server.db
      .selectFrom('module')
      .select('id')
      .where('locale', '=', 'en')
      .where('model', '=', 'ContainerModule')
      .executeTakeFirstOrThrow();
    // An English section asked for under /de is not found, not copied.
    for (const method of ['GET', 'POST']) {
      expect(
        (
          await server.app.request(`/de/pageeditor-api/container/${english.id}/counterpart/`, {
            method,
            headers,
          })
        ).status,
        method,
      ).toBe(404);
    }
    expect(
      (
        await server.app.request(`/de/pageeditor-api/presence/${english.id}/`, {
          method: 'POST',
          headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.app.request('/de/pageeditor-api/presence/12345678901/', {
          method: 'DELETE',
          headers,
        })
      ).status,
    ).toBe(404);
    expect(await count()).toBe(modules);
  });
});

describe('admin endpoints (DESIGN.md 9: bad input is a clear 4xx that changes nothing)', () => {
  it('refuses bad bodies, queries, ids and trees with 400/404, never a 500', async () => {
    const { headers } = await server.login();
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('news')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    const errors = server.errors.length;
    const post = (path: string, body: string) =>
      server.app.request(path, { method: 'POST', headers, body });
    const bodies = [
      '',
      'null',
      '[]',
      '{"title_de": 5}',
      '{"title_de": "x", "published_at": "2026-02-30T10:00"}',
      '{"title_de": "x", "published_at": "2026-01-01T10:00", "image_id": 99999999999}',
      `{"title_de": "${'x'.repeat(300)}", "published_at": "2026-01-01T10:00"}`,
      '{"title_de": "x", "published_at": "2026-01-01T10:00", "faculty_id": -1}',
    ];
    for (const body of bodies)
      expect((await post('/de/api/admin/entities/news/', body)).status, body).toBe(400);
    for (const query of ['?page=0', '?page=abc', '?sort=drop', `?search=${'a'.repeat(201)}`]) {
      expect(
        (await server.app.request(`/de/api/admin/entities/news/${query}`, { headers })).status,
        query,
      ).toBe(400);
    }
    for (const path of [
      '/de/api/admin/entities/news/99999999999/',
      '/de/api/admin/entities/constructor/',
      '/de/api/admin/entities/news/1/revisions/99999/restore/',
      '/de/api/admin/options/secret/',
    ]) {
      const response = await server.app.request(path, {
        method: path.includes('restore') ? 'POST' : 'GET',
        headers,
      });
      expect(response.status, path).toBe(404);
    }
    const tree = await post(
      '/de/api/admin/navigation/menu/',
      JSON.stringify({
        items: [
          {
            id: null,
            headline_de: '',
            headline_en: '',
            url_de: '',
            url_en: '',
            in_highlight_menu: false,
            children: [],
          },
        ],
      }),
    );
    expect(tree.status).toBe(400);
    expect(((await tree.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'items.0.headline_de': ['validation.required'],
    });
    expect((await post('/de/api/admin/navigation/sidebar/', '{"items": []}')).status).toBe(404);
    expect(await count()).toBe(before);
    expect(server.errors.slice(errors)).toEqual([]);
  });
});

describe('drafts, publishing and history: bad input is a clear 4xx and changes nothing', () => {
  const pageContainer = () =>
    server.db
      .selectFrom('module')
      .select(['id', 'object_id'])
      .where('model', '=', 'ContainerModule')
      .where('locale', '=', 'de')
      .where('content_type', '=', pageContentType)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('refuses anonymous requests, bad bodies and unknown targets without storing anything', async () => {
    const { headers } = await server.login();
    const container = await pageContainer();
    const page = container.object_id ?? 0;
    const count = async () => {
      const drafts = await server.db
        .selectFrom('section_draft')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      const scheduled = await server.db
        .selectFrom('scheduled_publication')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return [Number(drafts.count), Number(scheduled.count)];
    };
    const before = await count();
    const attempts: [string, string, unknown, Record<string, string> | undefined, number][] = [
      [
        'POST',
        `/de/pageeditor-api/container/${container.id}/draft/`,
        { version: 1, layout: 0, blocks: [] },
        undefined,
        401,
      ],
      [
        'POST',
        `/de/pageeditor-api/container/${container.id}/draft/`,
        { version: 1, layout: 99, blocks: [] },
        headers,
        400,
      ],
      [
        'POST',
        `/de/pageeditor-api/container/${container.id}/draft/`,
        { version: 1, layout: 0, blocks: [{ model: 'NoSuchModule' }] },
        headers,
        400,
      ],
      ['POST', `/de/pageeditor-api/container/${container.id}/draft/`, 'not json', headers, 400],
      [
        'POST',
        `/de/pageeditor-api/container/${container.id}/draft/`,
        {
          version: 1,
          layout: 0,
          blocks: Array.from({ length: 201 }, () => ({ model: 'TextModule' })),
        },
        headers,
        400,
      ],
      [
        'POST',
        '/de/pageeditor-api/container/999999999/draft/',
        { version: 1, layout: 0, blocks: [] },
        headers,
        404,
      ],
      ['POST', `/de/pageeditor-api/container/${container.id}/publish/`, {}, headers, 404],
      [
        'POST',
        `/de/pageeditor-api/page/${page}/publish/`,
        { publish_at: 'tomorrow' },
        headers,
        400,
      ],
      ['POST', `/de/pageeditor-api/page/${page}/publish/`, { publish_at: 12 }, headers, 400],
      [
        'POST',
        `/de/pageeditor-api/page/${page}/publish/`,
        { publish_at: '2026-13-01T10:00' },
        headers,
        400,
      ],
      [
        'POST',
        `/de/pageeditor-api/page/${page}/publish/`,
        { publish_at: '2027-01-01T10:00' },
        undefined,
        401,
      ],
      ['POST', '/de/pageeditor-api/page/999999999/publish/', {}, headers, 404],
      ['POST', `/de/pageeditor-api/page/${page}/unpublish/`, {}, undefined, 401],
      ['DELETE', '/de/pageeditor-api/publication/999999999/', null, headers, 404],
      [
        'POST',
        `/de/pageeditor-api/container/${container.id}/revisions/999999999/restore/`,
        { version: 1 },
        headers,
        404,
      ],
      [
        'POST',
        `/de/pageeditor-api/container/${container.id}/revisions/1/restore/`,
        { version: 'x' },
        headers,
        400,
      ],
      ['GET', `/de/pageeditor-api/container/${container.id}/revisions/`, null, undefined, 401],
      ['GET', `/de/pageeditor-api/page/${page}/publishing/`, null, undefined, 401],
    ];
    for (const [method, path, body, auth, status] of attempts) {
      const init: RequestInit = {
        method,
        ...(auth ? { headers: auth } : { headers: { 'content-type': 'application/json' } }),
      };
      if (body !== null) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      const response = await server.app.request(path, init);
      expect(response.status, `${method} ${path} ${String(init.body).slice(0, 60)}`).toBe(status);
    }
    expect(await count()).toEqual(before);
    expect(
      (await server.app.request(`/de/pageeditor-api/page/${page}/publishing/`, { headers })).status,
    ).toBe(200);
  });
});
