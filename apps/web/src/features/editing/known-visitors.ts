import { processMap } from '@aula/host';

/** How long a session the content API did not confirm as an editor's is not asked about again. */
export const visitorSessionTtl = 5 * 60_000;
/** The most sessions remembered (the oldest go first): made-up cookies cannot fill the memory. */
export const maxVisitorSessions = 5_000;

// One map per process, shared by the proxy's bundle and the edit-mode route's bundle.
const sessions = processMap<true>('aula.visitorSessions', {
  ttl: visitorSessionTtl,
  maxSize: maxVisitorSessions,
});

/**
 * A session cookie that is not an editor's (expired, logged out, made up): the proxy serves
 * its requests from the visitor cache without asking the user endpoint each time. A new
 * login sets a new session id, so it is never mistaken for a remembered one.
 */
export function rememberVisitorSession(session: string, now = Date.now()): void {
  sessions.set(session, true, now);
}

/** Whether the session was recently found not to be an editor's. */
export function isKnownVisitorSession(session: string, now = Date.now()): boolean {
  return sessions.get(session, now) ?? false;
}

/** An editor's session (after login) is never treated as a visitor's. */
export function forgetVisitorSession(session: string): void {
  sessions.delete(session);
}
