import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../client/errors';
import { storedRedirect } from './admin-route';

describe('stored redirects (spec 7, 8)', () => {
  it('follows a stored redirect to a site path or an http(s) URL only, and ignores a failed lookup', async () => {
    const client = (answer: () => Promise<{ new_path: string }>) => ({
      pageEditor: { redirect: answer },
    });
    expect(
      await storedRedirect(
        client(async () => ({ new_path: '/de/neu' })),
        'de',
        'alt',
      ),
    ).toBe('/de/neu');
    expect(
      await storedRedirect(
        client(async () => ({ new_path: '//evil.example' })),
        'de',
        'alt',
      ),
    ).toBeNull();
    expect(
      await storedRedirect(
        client(async () => ({ new_path: 'javascript:alert(1)' })),
        'de',
        'alt',
      ),
    ).toBeNull();
    expect(
      await storedRedirect(
        client(() => Promise.reject(new NotFoundError('/x'))),
        'de',
        'alt',
      ),
    ).toBeNull();
  });
});
