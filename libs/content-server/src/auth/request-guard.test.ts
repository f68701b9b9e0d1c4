import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../create-app';
import { createTestApp, type TestApp } from '../testing/test-app';
import { clientAddress, trustedProxies } from './forwarding';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

/** Every unsafe route of the app, with its path parameters filled in. */
const unsafeRoutes = () => {
  const app = createApp({ db: server.db });
  const seen = new Set<string>();
  return app.routes
    .filter((route) => !['GET', 'HEAD', 'OPTIONS', 'ALL'].includes(route.method))
    .map(
      (route) =>
        `${route.method} ${route.path
          .replace(':locale{de|en}', 'de')
          .replace(/:id\{[^}]+\}/g, '1')
          .replace(/:[a-z]+(\{[^}]+\})?/gi, 'x')}`,
    )
    .filter((key) => !seen.has(key) && seen.add(key));
};

describe('cross-site writes (DESIGN.md 6)', () => {
  it('refuses every unsafe endpoint from a foreign origin, null origin or cross-site fetch, without ALLOWED_ORIGINS', async () => {
    const { headers } = await server.login();
    const routes = unsafeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const [method = 'POST', path = '/'] = route.split(' ');
      for (const foreign of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'http://localhost.evil.example' },
      ] as Record<string, string>[]) {
        const response = await server.app.request(path, {
          method,
          headers: { ...headers, ...foreign },
          body: method === 'DELETE' ? null : '{}',
        });
        expect(response.status, `${route} ${JSON.stringify(foreign)}`).toBe(403);
      }
    }
  });

  it('refuses the anonymous newsletter sign-up an HTML form on another site can send, and stores nothing', async () => {
    const count = () =>
      server.db
        .selectFrom('newsletter_subscription')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    const before = await count();
    const body = JSON.stringify({
      email: 'forged@aula.example',
      name: 'x',
      newsletters: [1],
      privacy: true,
    });
    const forged = await server.app.request('/de/api/newsletter/', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body,
    });
    expect(forged.status).toBe(403);
    expect(await count()).toEqual(before);
  });

  it('accepts the site itself: its host, X-Forwarded-Host from the trusted host, SITE_URL and ALLOWED_ORIGINS', async () => {
    const body = JSON.stringify({
      email: 'own@aula.example',
      name: 'x',
      newsletters: [1],
      privacy: true,
    });
    const post = (app: Hono, headers: Record<string, string>, env?: object) =>
      app.request(
        'http://127.0.0.1:3001/de/api/newsletter/',
        { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body },
        env,
      );
    // Straight to the API: its own host.
    expect((await post(server.app, { origin: 'http://127.0.0.1:3001' })).status).toBe(201);
    // Through the host's pass-through: the browser's origin and the host it addressed.
    const fromHost = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect(
      (
        await post(
          server.app,
          { origin: 'https://aula.example', 'x-forwarded-host': 'aula.example' },
          fromHost,
        )
      ).status,
    ).toBe(201);
    // X-Forwarded-Host counts only from a trusted proxy.
    const fromElsewhere = { incoming: { socket: { remoteAddress: '203.0.113.7' } } };
    expect(
      (
        await post(
          server.app,
          { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
          fromElsewhere,
        )
      ).status,
    ).toBe(403);
    const configured = createApp({
      db: server.db,
      siteUrl: 'https://aula.example',
      allowedOrigins: ['https://preview.aula.example'],
    });
    expect((await post(configured, { origin: 'https://aula.example' })).status).toBe(201);
    expect((await post(configured, { origin: 'https://preview.aula.example' })).status).toBe(201);
    expect((await post(configured, { origin: 'http://127.0.0.1:3001' })).status).toBe(403);
    expect((await post(server.app, { 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it('answers 415 to a JSON endpoint sent anything but JSON, and to an upload that is not multipart', async () => {
    const { headers } = await server.login();
    const body = JSON.stringify({
      email: 'type@aula.example',
      name: 'x',
      newsletters: [1],
      privacy: true,
    });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect(
        (
          await server.app.request('/de/api/newsletter/', {
            method: 'POST',
            headers: { 'content-type': type },
            body,
          })
        ).status,
        type,
      ).toBe(415);
    }
    const upload = await server.app.request('/de/pageeditor-api/media/', {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(upload.status).toBe(415);
    expect(
      (
        await server.app.request('/de/api/newsletter/', {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body,
        })
      ).status,
    ).toBe(201);
  });
});

describe("logout (DESIGN.md 6: the token must be its session's)", () => {
  it('needs the CSRF token of its own session, not any matching cookie/header pair', async () => {
    const { headers } = await server.login();
    const session = headers.cookie.split(';')[0] ?? '';
    const forged = await server.app.request('/de/pageeditor-api/logout/', {
      method: 'POST',
      headers: { cookie: `${session}; csrftoken=mine`, 'X-CSRFToken': 'mine' },
    });
    expect(forged.status).toBe(403);
    expect((await server.app.request('/de/pageeditor-api/user', { headers })).status).toBe(200);
    const own = await server.app.request('/de/pageeditor-api/logout/', { method: 'POST', headers });
    expect(own.status).toBe(200);
    expect((await server.app.request('/de/pageeditor-api/user', { headers })).status).toBe(401);
  });
});

describe('login rate limit address (DESIGN.md 6)', () => {
  const addressOf = (
    peer: string | undefined,
    forwardedFor?: string,
    proxies = trustedProxies(),
  ) => {
    let seen = '';
    const app = new Hono().get('/', (c) => {
      seen = clientAddress(c, proxies);
      return c.text('');
    });
    return Promise.resolve(
      app.request(
        '/',
        { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
        peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined,
      ),
    ).then(() => seen);
  };

  it('believes X-Forwarded-For only from trusted proxies and takes the address they saw', async () => {
    expect(await addressOf('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await addressOf('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(await addressOf('::ffff:127.0.0.1', '1.1.1.1, 198.51.100.1')).toBe('198.51.100.1');
    expect(await addressOf('127.0.0.1')).toBe('127.0.0.1');
    const behindBalancer = trustedProxies(['loopback', '10.0.0.0/8']);
    expect(await addressOf('127.0.0.1', 'spoofed, 198.51.100.1, 10.1.2.3', behindBalancer)).toBe(
      '198.51.100.1',
    );
    expect(await addressOf('10.1.2.3', '198.51.100.1', trustedProxies([]))).toBe('10.1.2.3');
  });

  it('a client rotating X-Forwarded-For stays in its own bucket and cannot lock out another address', async () => {
    const app = createApp({ db: server.db, now: () => new Date('2026-03-01T10:00:00Z') });
    const token = await server.csrfToken();
    const attempt = (forwardedFor: string, peer: string, username = 'nobody@aula.example') =>
      app.request(
        '/de/pageeditor-api/login/',
        {
          method: 'POST',
          headers: {
            cookie: `csrftoken=${token}`,
            'X-CSRFToken': token,
            'content-type': 'application/json',
            'x-forwarded-for': forwardedFor,
          },
          body: JSON.stringify({ username: `${username}`, password: 'wrong' }),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    // A client straight on the API, 20 accounts and a new claimed address each time.
    for (let i = 0; i < 20; i += 1)
      expect((await attempt(`192.0.2.${i}`, '203.0.113.50', `user${i}@aula.example`)).status).toBe(
        400,
      );
    expect((await attempt('192.0.2.99', '203.0.113.50', 'fresh@aula.example')).status).toBe(429);
    // The address it claimed is not locked: another client through the host still may try.
    expect((await attempt('192.0.2.1', '127.0.0.1', 'other@aula.example')).status).toBe(400);
  });
});

describe('a request without a body over HTTP (what fetch, curl and Django clients send)', () => {
  it('needs no content type: a DELETE without a body is answered by its route, never 415', async () => {
    const listening = await new Promise<ServerType>((resolve) => {
      const running = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(running),
      );
    });
    try {
      const address = listening.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const path = '/de/pageeditor-api/module/999999/';
      expect((await fetch(`${base}${path}`, { method: 'DELETE' })).status).toBe(401);
      // The editor's cookies and token, without the JSON content type of the login's headers.
      const headers = Object.fromEntries(
        Object.entries((await server.login()).headers).filter(([name]) => name !== 'content-type'),
      );
      const editor = await fetch(`${base}${path}`, { method: 'DELETE', headers });
      expect(editor.status).toBe(404);
      // An empty chunked body, as a host passing the request on may send it, is no body either.
      const passedOn = await fetch(`${base}${path}`, {
        method: 'DELETE',
        headers,
        body: new ReadableStream({ start: (controller) => controller.close() }),
        duplex: 'half',
      } as RequestInit);
      expect(passedOn.status).toBe(404);
      // A body still has to be of the endpoint's type, typed or not.
      const untyped = await fetch(`${base}${path}`, {
        method: 'DELETE',
        headers,
        body: new ReadableStream({
          start: (controller) => {
            controller.enqueue(new TextEncoder().encode('x'));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(untyped.status).toBe(415);
      const typed = await fetch(`${base}${path}`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(typed.status).toBe(415);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
