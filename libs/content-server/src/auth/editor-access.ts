import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { csrfMatchesSession } from './request-guard';
import { csrfHeader, sessionUser, type SessionUser } from './session';

export interface EditorAccess {
  /** The logged-in editor, or null for a visitor. */
  user(c: Context): Promise<SessionUser | null>;
  /**
   * spec 6: a write needs an editor (else 401) whose request carries the session's
   * CSRF token (else 403); answers the editor or the refusal to send.
   */
  writer(c: Context): Promise<SessionUser | Response>;
}

export function editorAccess(db: Kysely<Database>, now: () => Date): EditorAccess {
  const user = (c: Context) => sessionUser(db, c, now());
  return {
    user,
    async writer(c) {
      const editor = await user(c);
      if (!editor) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      if (!csrfMatchesSession(c.req.header(csrfHeader), editor.csrfToken))
        return c.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, 403);
      return editor;
    },
  };
}
