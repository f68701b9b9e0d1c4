import { readFileSync } from 'node:fs';
import { csrfCookieName, csrfHeaderName, sessionCookieName } from '@aula/api-client';
import { startFakeSentryIngest } from '@aula/api-client/testing';
import { describe, expect, inject, it } from 'vitest';
import { demoEditor } from './seed/users';
import { startServer } from './start-server';
import { cookieFrom } from './testing/test-app';

/** The headers of the demo editor's browser after logging in. */
async function loginHeaders(url: string): Promise<Record<string, string>> {
  const token = cookieFrom(await fetch(`${url}/de/pageeditor-api/user`), csrfCookieName) ?? '';
  const login = await fetch(`${url}/de/pageeditor-api/login/`, {
    method: 'POST',
    headers: {
      cookie: `${csrfCookieName}=${token}`,
      [csrfHeaderName]: token,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ username: demoEditor.email, password: demoEditor.password }),
  });
  const csrf = cookieFrom(login, csrfCookieName) ?? token;
  return {
    cookie: `${sessionCookieName}=${cookieFrom(login, sessionCookieName)}; ${csrfCookieName}=${csrf}`,
    [csrfHeaderName]: csrf,
  };
}

describe('startServer (spec 8)', () => {
  it('sends its failures to Sentry when given a DSN: a host that cannot be notified', async () => {
    const ingest = await startFakeSentryIngest();
    const server = await startServer({
      port: 3963,
      loadDataDir: new Blob([new Uint8Array(readFileSync(inject('seededDatabase')))]),
      sentryDsn: ingest.dsn,
      // Nothing listens on port 9: every revalidation after a write fails.
      revalidate: { hostUrl: 'http://127.0.0.1:9', secret: 'secret' },
    });
    try {
      const removed = await fetch(`${server.url}/de/api/example/15/`, {
        method: 'DELETE',
        headers: await loginHeaders(server.url),
      });
      expect(removed.status).toBe(204);
      await expect
        .poll(() => ingest.envelopes.find(({ body }) => body.includes('"type":"event"'))?.body, {
          timeout: 10_000,
        })
        .toContain('"service":"content-api"');
    } finally {
      await server.close();
      await ingest.close();
    }
  });
});
