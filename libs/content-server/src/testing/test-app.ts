import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { csrfCookieName, csrfHeaderName, sessionCookieName } from '@aula/api-client';
import { createApp, type AppOptions } from '../create-app';
import { openDatabase } from '../db/open-database';
import { memoryMediaStore } from '../media/media-store';
import { setAnswerCheck } from '../routes/answer';
import type { Mail } from '../routes/newsletter';
import { demoEditor } from '../seed/users';
import { testToday } from './test-today';

export { testToday };

/** The value of cookie `name` among a response's Set-Cookie lines. */
export function cookieFrom(response: Response, name: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...value] = (pair ?? '').split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * An in-memory database with the demo content (loaded from the dump the global setup made) and
 * the app over it, for one test file. Every answer is checked against its contract schema, so a
 * drifting endpoint fails its test.
 */
export async function createTestApp(overrides: Partial<Omit<AppOptions, 'db'>> = {}) {
  setAnswerCheck(true);
  const db = await openDatabase({
    loadDataDir: new Blob([new Uint8Array(readFileSync(inject('seededDatabase')))]),
  });
  const errors: unknown[] = [];
  const revalidations: string[][] = [];
  const mails: Mail[] = [];
  const media = memoryMediaStore();
  const app = createApp({
    db,
    media,
    now: () => testToday,
    reportError: (error) => errors.push(error),
    revalidate: async (tags) => {
      revalidations.push(tags);
    },
    mailer: async (mail) => {
      mails.push(mail);
    },
    ...overrides,
  });
  /** A fetch that answers from the app in process, for the api-client. */
  const fetchFromApp: typeof fetch = async (input, init) =>
    app.request(input instanceof Request ? input : String(input), init);
  /** GET a path and answer status and parsed JSON. */
  const getJson = async (path: string, init?: RequestInit) => {
    const response = await app.request(path, init);
    return { status: response.status, body: (await response.json()) as unknown, response };
  };
  /** A CSRF token as a visitor's browser gets it (the user endpoint sets the cookie). */
  const csrfToken = async () =>
    cookieFrom(await app.request('/de/pageeditor-api/user'), csrfCookieName) ?? '';
  /** Logs the demo editor in; answers the headers its browser would send on later requests. */
  const login = async (
    credentials: { username: string; password: string } = {
      username: demoEditor.email,
      password: demoEditor.password,
    },
  ) => {
    const token = await csrfToken();
    const response = await app.request('/de/pageeditor-api/login/', {
      method: 'POST',
      headers: {
        cookie: `${csrfCookieName}=${token}`,
        [csrfHeaderName]: token,
        'content-type': 'application/json',
      },
      body: JSON.stringify(credentials),
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
  return {
    db,
    app,
    media,
    errors,
    revalidations,
    mails,
    fetch: fetchFromApp,
    getJson,
    csrfToken,
    login,
    close: () => db.destroy(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
