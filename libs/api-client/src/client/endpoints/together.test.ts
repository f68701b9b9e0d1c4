import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../testing/fake-fetch';
import { createClient } from '../create-client';

const editorCookies = 'sessionid=s1; csrftoken=t1';

describe('presence and translation endpoints (DESIGN.md 8)', () => {
  it('send their writes with the CSRF header, and a body only where there is data', async () => {
    const fake = fakeFetch((call) => ({
      status: call.method === 'POST' && call.url.includes('counterpart') ? 201 : 200,
      body: call.url.includes('counterpart')
        ? { locale: 'en', section: null }
        : call.method === 'DELETE'
          ? null
          : { sections: [] },
    }));
    const client = createClient({ fetch: fake.fetch, cookies: editorCookies });
    await client.presence.ping('de', 5);
    await client.presence.leave('de', 5);
    await client.translation.copyAcross('de', 5);
    expect(
      fake.calls.map((call) => [
        call.method,
        call.url,
        call.headers.get('content-type'),
        call.headers.get('X-CSRFToken'),
        call.body,
      ]),
    ).toEqual([
      ['POST', '/de/pageeditor-api/presence/5/', null, 't1', undefined],
      ['DELETE', '/de/pageeditor-api/presence/5/', null, 't1', undefined],
      ['POST', '/de/pageeditor-api/container/5/counterpart/', null, 't1', undefined],
    ]);
  });

  it('ask with the lists in the query', async () => {
    const fake = fakeFetch(() => ({ body: { locale: 'de', other: 'en', sections: [] } }));
    const client = createClient({ fetch: fake.fetch, cookies: editorCookies });
    await client.translation.status('de', { sections: [1, 2], slugs: ['news-3-body'], page: 4 });
    expect(fake.calls[0]?.url).toBe(
      '/de/pageeditor-api/translation-status/?sections=1,2&slugs=news-3-body&page=4',
    );
  });
});
