import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listVersions } from './list-versions';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe('listVersions (DESIGN.md 5)', () => {
  it('sees every write answered before the call, from any table it counts', async () => {
    const before = await listVersions(server.db);
    await server.db.updateTable('event').set({ is_online: true }).where('id', '=', 1).execute();
    const after = await listVersions(server.db);
    expect(Number(after.get('event'))).toBeGreaterThan(Number(before.get('event')));
    expect(after.get('news')).toBe(before.get('news'));
  });

  it('costs concurrent requests one query at a time, not one each', async () => {
    let queries = 0;
    const counted = server.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => listVersions(counted)));
    expect(queries).toBeLessThanOrEqual(2);
    expect(new Set(answers.map((versions) => versions.get('news'))).size).toBe(1);
  });
});
