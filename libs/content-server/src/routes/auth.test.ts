import { userSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe('login, user and logout', () => {
  it('answers 401 on the user endpoint for visitors and hands out a CSRF cookie', async () => {
    const response = await server.app.request('/de/pageeditor-api/user');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().join()).toMatch(
      /csrftoken=[\w-]+; Max-Age=\d+; Path=\/; SameSite=Lax/,
    );
  });

  it('logs the demo editor in with an HttpOnly Lax session cookie and answers the user', async () => {
    const { response, headers } = await server.login();
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((line) => line.startsWith('sessionid='))).toMatch(
      /HttpOnly/,
    );
    expect(response.headers.getSetCookie().find((line) => line.startsWith('sessionid='))).toMatch(
      /SameSite=Lax/,
    );
    for (const locale of ['de', 'en'] as const) {
      const user = v.parse(
        userSchema,
        (await server.getJson(`/${locale}/pageeditor-api/user`, { headers })).body,
      );
      expect(user).toMatchObject({
        logged: true,
        email: 'redaktion@aula.example',
        username: 'redaktion',
      });
      expect(user.admin_menus.length).toBeGreaterThan(0);
      expect(user.navigation.menu.length).toBeGreaterThan(0);
    }
    const session = await server.db.selectFrom('session').select('id').executeTakeFirstOrThrow();
    expect(headers.cookie).not.toContain(session.id);
  });

  it('refuses wrong passwords, missing fields and unknown accounts alike', async () => {
    const wrong = await server.login({ username: 'redaktion', password: 'wrong' });
    expect(wrong.response.status).toBe(400);
    const unknown = await server.login({ username: 'nobody@aula.example', password: 'x' });
    expect(unknown.response.status).toBe(400);
    const empty = await server.login({ username: '', password: '' });
    expect(empty.response.status).toBe(400);
    expect(await empty.response.json()).toMatchObject({
      errors: { username: ['validation.required'], password: ['validation.required'] },
    });
  });

  it('refuses a login without the CSRF header or from another site', async () => {
    const token = await server.csrfToken();
    const body = JSON.stringify({ username: 'redaktion', password: 'aula-demo-2026' });
    const noHeader = await server.app.request('/de/pageeditor-api/login/', {
      method: 'POST',
      headers: { cookie: `csrftoken=${token}` },
      body,
    });
    expect(noHeader.status).toBe(403);
    const headers = { cookie: `csrftoken=${token}`, 'X-CSRFToken': token };
    for (const extra of [{ 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }] as Record<
      string,
      string
    >[]) {
      const response = await server.app.request('/de/pageeditor-api/login/', {
        method: 'POST',
        headers: { ...headers, ...extra },
        body,
      });
      expect(response.status).toBe(403);
    }
  });

  it('limits failed logins per account', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await server.login({
        username: 'limited@aula.example',
        password: 'wrong',
      });
      expect(response.status).toBe(400);
    }
    const { response } = await server.login({
      username: 'limited@aula.example',
      password: 'wrong',
    });
    expect(response.status).toBe(429);
  });

  it('logs out: the session no longer opens the user endpoint', async () => {
    const { headers } = await server.login();
    const out = await server.app.request('/en/pageeditor-api/logout/', { method: 'POST', headers });
    expect(out.status).toBe(200);
    expect((await server.app.request('/en/pageeditor-api/user', { headers })).status).toBe(401);
  });
});
