/**
 * Next.js's draft-mode cookie (`draftMode().enable()` sets it; its value is a per-build secret).
 * The session cookie's name is the contract's: `sessionCookieName` of `@aula/api-client`.
 */
export const draftModeCookie = '__prerender_bypass';
