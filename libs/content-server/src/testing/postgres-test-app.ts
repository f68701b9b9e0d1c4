import { csrfCookieName, csrfHeaderName, sessionCookieName } from '@aula/api-client';
import { createApp } from '../create-app';
import { migrate, openDatabase } from '../db/open-database';
import { memoryMediaStore } from '../media/media-store';
import { setAnswerCheck } from '../routes/answer';
import { seedDemoContent } from '../seed/seed-demo-content';
import { demoEditor } from '../seed/users';
import { startPostgresCluster } from './postgres-cluster';
import { cookieFrom, testToday } from './test-app';

/**
 * The content API over a real PostgreSQL server (`databaseUrl`, the path `DATABASE_URL` takes):
 * a private cluster, migrated and seeded with the demo content of the PGlite tests, and the app
 * over it. Every answer is checked against its contract schema, as in `createTestApp`.
 */
export async function createPostgresTestApp() {
  setAnswerCheck(true);
  const cluster = await startPostgresCluster();
  // Not a superuser: the owner of its database, as in production (pg_trgm and unaccent are trusted extensions).
  const url = await cluster.createOwnedDatabase('aula').catch(async (error: unknown) => {
    await cluster.stop();
    throw error;
  });
  const db = await openDatabase({ databaseUrl: url });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      await cluster.stop();
    }
  };
  try {
    await migrate(db);
    await seedDemoContent(db, { today: testToday });
  } catch (error) {
    await close();
    throw error;
  }
  const errors: unknown[] = [];
  const app = createApp({
    db,
    media: memoryMediaStore(),
    now: () => testToday,
    reportError: (error) => errors.push(error),
    mailer: async () => undefined,
  });
  /** GET a path and answer status and parsed JSON. */
  const getJson = async (path: string, init?: RequestInit) => {
    const response = await app.request(path, init);
    return { status: response.status, body: (await response.json()) as unknown, response };
  };
  /** Logs the demo editor in (CSRF cookie first, as a browser); answers the headers of its later requests. */
  const login = async () => {
    const token = cookieFrom(await app.request('/de/pageeditor-api/user'), csrfCookieName) ?? '';
    const response = await app.request('/de/pageeditor-api/login/', {
      method: 'POST',
      headers: {
        cookie: `${csrfCookieName}=${token}`,
        [csrfHeaderName]: token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ username: demoEditor.email, password: demoEditor.password }),
    });
    const session = cookieFrom(response, sessionCookieName);
    const csrf = cookieFrom(response, csrfCookieName) ?? token;
    return {
      response,
      headers: {
        cookie: `${sessionCookieName}=${session}; ${csrfCookieName}=${csrf}`,
        [csrfHeaderName]: csrf,
        'content-type': 'application/json',
      },
    };
  };
  return { url, db, app, errors, getJson, login, close };
}

export type PostgresTestApp = Awaited<ReturnType<typeof createPostgresTestApp>>;
