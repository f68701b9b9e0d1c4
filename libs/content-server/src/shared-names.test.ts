import * as contract from '@aula/api-client';
import * as routing from '@aula/routing';
import { describe, expect, it } from 'vitest';
import { csrfCookie, csrfHeader, sessionCookie } from './auth/session';
import { cacheTags } from './revalidate';

// The contract's shared names, written once. The routing library may import nothing (DESIGN.md 1),
// so its locale list cannot import the contract's; this server, which uses both, keeps them equal.
describe("the contract's shared names", () => {
  it('the locales of the routes are the locales of the contract', () => {
    expect(routing.locales).toEqual(contract.locales);
    expect(routing.defaultLocale).toBe(contract.defaultLocale);
  });

  it('the server names its cookies, header and cache tags as the contract does', () => {
    expect([sessionCookie, csrfCookie, csrfHeader]).toEqual([
      contract.sessionCookieName,
      contract.csrfCookieName,
      contract.csrfHeaderName,
    ]);
    expect(cacheTags).toBe(contract.cacheTags);
    expect(contract.cacheTags.entity('event', 3)).toBe('event-3');
    expect(contract.cacheTags.list('event')).toBe('event-list');
  });
});
