/** How long a session the content API did not confirm as an editor's is not asked about again. */
export const visitorSessionTtl = 5 * 60_000;
/** The most sessions remembered (the oldest go first): made-up cookies cannot fill the memory. */
export const maxVisitorSessions = 5_000;

// One map per process, shared by the proxy's bundle and the edit-mode route's bundle.
const storeKey = Symbol.for('aula.visitorSessions');
type Store = { [storeKey]?: Map<string, number> };

function sessions(): Map<string, number> {
  const store = globalThis as Store;
  store[storeKey] ??= new Map();
  return store[storeKey];
}

/**
 * A session cookie that is not an editor's (expired, logged out, made up): the proxy serves
 * its requests from the visitor cache without asking the user endpoint each time. A new
 * login sets a new session id, so it is never mistaken for a remembered one.
 */
export function rememberVisitorSession(session: string, now = Date.now()): void {
  const map = sessions();
  map.delete(session);
  map.set(session, now + visitorSessionTtl);
  if (map.size > maxVisitorSessions) map.delete(map.keys().next().value ?? session);
}

/** Whether the session was recently found not to be an editor's. */
export function isKnownVisitorSession(session: string, now = Date.now()): boolean {
  const expires = sessions().get(session);
  if (expires === undefined) return false;
  if (expires > now) return true;
  sessions().delete(session);
  return false;
}

/** An editor's session (after login) is never treated as a visitor's. */
export function forgetVisitorSession(session: string): void {
  sessions().delete(session);
}
