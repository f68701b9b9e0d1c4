import { sessionCookieName } from '@aula/api-client';

/** DESIGN.md 3: Django's session cookie (the contract's name); its presence marks a (possibly) logged-in editor. */
export const sessionCookie = sessionCookieName;

/** Next.js's draft-mode cookie (`draftMode().enable()` sets it; its value is a per-build secret). */
export const draftModeCookie = '__prerender_bypass';
