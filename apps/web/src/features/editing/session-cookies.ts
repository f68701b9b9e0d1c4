/**
 * The cookie names are the contract's (`@aula/api-client`): the session cookie and Next.js's
 * draft-mode cookie, which the host's page copies and the proxy read as well.
 */
export { draftModeCookieName as draftModeCookie } from '@aula/api-client';
