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
