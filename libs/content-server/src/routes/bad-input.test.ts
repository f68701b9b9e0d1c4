import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe('NUL characters (issue 5: bad input never gives a 500)', () => {
  it('are refused with 400 in the query and the path, in both languages', async () => {
    for (const path of ['/de/api/persons/?search=%00', '/en/api/search/autocomplete/?query=ab%00', '/de/api/search/?query=%00', '/en/pageeditor-api/page/%00', '/de/api/news/?category=%00']) {
      const answer = await server.getJson(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ detail: 'The request contains a NUL character.' });
    }
  });

  it('are refused in a JSON body, and nothing is stored', async () => {
    const before = await server.db.selectFrom('newsletter_subscription').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const response = await server.app.request('/de/api/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nul@aula.example', name: 'A\u0000B', newsletters: [1], privacy: true }),
    });
    expect(response.status).toBe(400);
    const after = await server.db.selectFrom('newsletter_subscription').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});

describe('ids and paths that can name nothing (issue 5: never a 500)', () => {
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
      const response = await server.app.request('/de/pageeditor-api/module/99999999999999/', { method, headers, body: method === 'POST' ? '{}' : null });
      expect(response.status, method).toBe(404);
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
