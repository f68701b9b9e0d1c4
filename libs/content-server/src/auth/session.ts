import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrfCookieName, csrfHeaderName, sessionCookieName } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** DESIGN.md 3: Django's cookie names, so the client works against either backend. */
export const sessionCookie = sessionCookieName;
export const csrfCookie = csrfCookieName;
export const csrfHeader = csrfHeaderName;
/** How long a session lasts without a new login: two weeks (Django's default). */
export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  username: string;
  csrfToken: string;
  sessionKey: string;
}

/** A random token, URL-safe. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Sessions are stored by the hash of their cookie value, so a database leak opens no session. */
const sessionKey = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for `userId`; answers the cookie value and its CSRF token. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken();
  const csrfToken = randomToken();
  await db
    .insertInto('session')
    .values({
      id: sessionKey(token),
      user_id: userId,
      csrf_token: csrfToken,
      expires_at: new Date(now.getTime() + sessionLifetimeMs),
    })
    .execute();
  return { token, csrfToken };
}

/** The logged-in editor of a request (valid, unexpired session of an active staff user), or null. */
export async function sessionUser(
  db: Kysely<Database>,
  c: Context,
  now: Date,
): Promise<SessionUser | null> {
  const token = getCookie(c, sessionCookie);
  if (!token || token.length > 200) return null;
  const key = sessionKey(token);
  const row = await db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select(['app_user.id', 'app_user.email', 'app_user.username', 'session.csrf_token'])
    .where('session.id', '=', key)
    .where('session.expires_at', '>', now)
    .where('app_user.is_active', '=', true)
    .where('app_user.is_staff', '=', true)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        email: row.email,
        username: row.username,
        csrfToken: row.csrf_token,
        sessionKey: key,
      }
    : null;
}

/** Ends a session. */
export async function deleteSession(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', key).execute();
}
