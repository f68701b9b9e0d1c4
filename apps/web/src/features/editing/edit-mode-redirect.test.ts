import { sessionCookieName } from '@aula/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { editModeRedirect } from './edit-mode-redirect';
import {
  forgetVisitorSession,
  isKnownVisitorSession,
  maxVisitorSessions,
  rememberVisitorSession,
  visitorSessionTtl,
} from './known-visitors';

function jar(cookies: Record<string, string>) {
  return {
    get: (name: string) => (name in cookies ? { value: cookies[name] ?? '' } : undefined),
    has: (name: string) => name in cookies,
  };
}

describe('editModeRedirect (DESIGN.md 8)', () => {
  beforeEach(() => forgetVisitorSession('s1'));

  it('leaves visitors alone without asking anyone', async () => {
    const check = vi.fn(() => Promise.resolve(true));
    expect(await editModeRedirect(jar({}), '/de', check)).toBeNull();
    expect(check).not.toHaveBeenCalled();
  });

  it('sends a confirmed editor through the switch once, back to the same address', async () => {
    expect(
      await editModeRedirect(jar({ [sessionCookieName]: 's1' }), '/de/neuigkeiten?page=2', () =>
        Promise.resolve(true),
      ),
    ).toBe('/api/edit-mode?next=%2Fde%2Fneuigkeiten%3Fpage%3D2');
    expect(
      await editModeRedirect(
        jar({ [sessionCookieName]: 's1', __prerender_bypass: 'x' }),
        '/de',
        () => Promise.resolve(true),
      ),
    ).toBeNull();
  });

  it('asks about an unconfirmed session only once in a while', async () => {
    const check = vi.fn(() => Promise.resolve(false));
    expect(await editModeRedirect(jar({ [sessionCookieName]: 's1' }), '/de', check)).toBeNull();
    expect(await editModeRedirect(jar({ [sessionCookieName]: 's1' }), '/en', check)).toBeNull();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('turns draft mode off once the session is gone', async () => {
    expect(
      await editModeRedirect(jar({ __prerender_bypass: 'x' }), '/en/news', () =>
        Promise.resolve(false),
      ),
    ).toBe('/api/edit-mode?next=%2Fen%2Fnews');
  });
});

describe('known visitor sessions', () => {
  it('expire, and stay bounded', () => {
    rememberVisitorSession('old', 0);
    expect(isKnownVisitorSession('old', visitorSessionTtl - 1)).toBe(true);
    expect(isKnownVisitorSession('old', visitorSessionTtl)).toBe(false);
    for (let index = 0; index <= maxVisitorSessions; index += 1)
      rememberVisitorSession(`s-${index}`, 0);
    expect(isKnownVisitorSession('s-0', 1)).toBe(false);
    expect(isKnownVisitorSession(`s-${maxVisitorSessions}`, 1)).toBe(true);
  });
});
