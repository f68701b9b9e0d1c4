import { HttpError, NotFoundError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { type ContentLookupClient, lookupContentPath } from './content-path-lookup';

function client(
  page: () => Promise<{ id: number; is_online: boolean }>,
  redirect: () => Promise<{ new_path: string }>,
): ContentLookupClient {
  return { pageEditor: { page, redirect } };
}

const missing = () => Promise.reject(new NotFoundError('/x'));

describe('lookupContentPath (DESIGN.md 2)', () => {
  it('finds an online page first', async () => {
    const lookup = client(
      () => Promise.resolve({ id: 4, is_online: true }),
      () => Promise.resolve({ new_path: '/de/other' }),
    );
    expect(await lookupContentPath(lookup, 'de', 'hochschule')).toEqual({ kind: 'page', id: 4 });
  });

  it('then a stored redirect', async () => {
    expect(
      await lookupContentPath(
        client(missing, () => Promise.resolve({ new_path: '/de/neu' })),
        'de',
        'alt',
      ),
    ).toEqual({
      kind: 'redirect',
      location: '/de/neu',
    });
    expect(
      await lookupContentPath(
        client(missing, () => Promise.resolve({ new_path: 'https://example.org/x' })),
        'en',
        'a',
      ),
    ).toEqual({
      kind: 'redirect',
      location: 'https://example.org/x',
    });
  });

  it('treats an offline page like a missing one (spec 4)', async () => {
    expect(
      await lookupContentPath(
        client(() => Promise.resolve({ id: 5, is_online: false }), missing),
        'de',
        'entwurf',
      ),
    ).toEqual({ kind: 'none' });
  });

  it('ignores failing redirect lookups and unusable targets (spec 8)', async () => {
    expect(await lookupContentPath(client(missing, missing), 'de', 'x')).toEqual({ kind: 'none' });
    expect(
      await lookupContentPath(
        client(missing, () => Promise.reject(new HttpError('/r', 500))),
        'de',
        'x',
      ),
    ).toEqual({ kind: 'none', failed: true });
    for (const target of ['//evil.example', 'javascript:alert(1)', '', 'relative']) {
      expect(
        await lookupContentPath(
          client(missing, () => Promise.resolve({ new_path: target })),
          'de',
          'x',
        ),
      ).toEqual({ kind: 'none' });
    }
  });

  it('leaves other page failures to the page route (its error page)', async () => {
    expect(
      await lookupContentPath(
        client(() => Promise.reject(new HttpError('/p', 502)), missing),
        'de',
        'x',
      ),
    ).toEqual({ kind: 'unavailable' });
  });
});
