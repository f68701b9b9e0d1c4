/**
 * DESIGN.md 3: Django's session cookie; its presence marks a (possibly) logged-in editor.
 * (Moves to `@aula/api-client`'s shared names once they land on main.)
 */
export const sessionCookie = 'sessionid';

/** Next.js's draft-mode cookie (`draftMode().enable()` sets it; its value is a per-build secret). */
export const draftModeCookie = '__prerender_bypass';
