import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheTags } from '@aula/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentRefreshSeconds, visitorApi } from './visitor-api';

afterEach(() => vi.unstubAllGlobals());

describe('visitorApi (DESIGN.md 5)', () => {
  it('reads through the data cache under its tags, refreshed after contentRefreshSeconds, without cookies', async () => {
    const fetch = vi.fn<(url: string, init: RequestInit & { next?: unknown }) => Promise<Response>>(
      () => Promise.resolve(Response.json([])),
    );
    vi.stubGlobal('fetch', fetch);
    await visitorApi([cacheTags.list('breaking-news'), 'x'.repeat(300)]).breakingNews('de');
    const init = fetch.mock.calls[0]?.[1];
    expect(init).toMatchObject({
      cache: 'force-cache',
      credentials: 'omit',
      next: { revalidate: contentRefreshSeconds, tags: [cacheTags.list('breaking-news')] },
    });
  });

  it('refreshes visitor pages at the same pace as their data', () => {
    const layout = readFileSync(
      join(import.meta.dirname, '../app/[locale]/(site)/layout.tsx'),
      'utf8',
    );
    expect(layout).toContain(`export const revalidate = ${contentRefreshSeconds};`);
  });
});
