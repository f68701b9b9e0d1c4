import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch';
import { ConflictError } from './errors';
import { createRepository } from './repository';

const item = v.object({ id: v.number(), version: v.number() });

describe('createRepository (spec 7)', () => {
  it('lists, gets, creates, updates and deletes under /{locale}{base}', async () => {
    const fake = fakeFetch(({ method, url }) => ({
      body:
        method === 'DELETE'
          ? undefined
          : url.endsWith('/thing/') && method === 'GET'
            ? [{ id: 1, version: 1 }]
            : { id: 1, version: 2 },
    }));
    const repo = createRepository<typeof item, { title: string }>(
      { fetch: fake.fetch },
      '/api/thing',
      item,
    );
    expect(await repo.list('de')).toEqual([{ id: 1, version: 1 }]);
    await repo.get('en', 1);
    await repo.create('de', { title: 'a' });
    await repo.update('de', 1, { title: 'b' });
    await expect(repo.delete('de', 1)).resolves.toBeUndefined();
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /de/api/thing/',
      'GET /en/api/thing/1/',
      'POST /de/api/thing/',
      'POST /de/api/thing/1/',
      'DELETE /de/api/thing/1/',
    ]);
    expect(fake.calls[3]?.body).toEqual({ title: 'b' });
  });

  it('gives the current state on a conflicting update', async () => {
    const fake = fakeFetch(() => ({ status: 409, body: { current: { id: 1, version: 5 } } }));
    const repo = createRepository<typeof item, { version: number }>(
      { fetch: fake.fetch },
      '/api/thing/',
      item,
    );
    const update = repo.update('de', 1, { version: 3 });
    await expect(update).rejects.toBeInstanceOf(ConflictError);
    await expect(update).rejects.toMatchObject({ current: { id: 1, version: 5 } });
  });
});
