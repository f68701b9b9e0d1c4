import { moduleSchema } from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testToday, type TestApp } from '../testing/test-app';

let server: TestApp;
let clock = testToday.getTime();
let sectionId: number;
let first: Record<string, string>;
let second: Record<string, string>;

beforeAll(async () => {
  // A clock the test moves: presence is stale 30 s after the last ping (DESIGN.md 8).
  server = await createTestApp({ now: () => new Date(clock) });
  first = (await server.login()).headers;
  second = (await server.login()).headers;
  const response = await server.app.request('/de/pageeditor-api/module/', {
    method: 'POST',
    headers: first,
    body: JSON.stringify({ model: 'ContainerModule', layout: 0, slug: 'presence-test' }),
  });
  sectionId = v.parse(moduleSchema, await response.json()).id;
});
afterAll(() => server.close());

const ping = (headers: Record<string, string>, id = sectionId) =>
  server.app.request(`/de/pageeditor-api/presence/${id}/`, { method: 'POST', headers });
const ask = async (headers: Record<string, string>, query = `sections=${sectionId}`) =>
  server.getJson(`/de/pageeditor-api/presence/?${query}`, { headers });

describe('presence (DESIGN.md 8: who has a section open, stored in the database, no locks)', () => {
  it('shows an editor who pinged to another editor, marks the asking session as self, and forgets them 30 s after the last ping', async () => {
    expect((await ping(first)).status).toBe(200);
    const seen = await ask(second);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      sections: [
        {
          section: sectionId,
          editors: [{ id: expect.any(Number), name: 'redaktion', self: false }],
        },
      ],
    });
    expect(await ask(first).then((answer) => answer.body)).toEqual({
      sections: [{ section: sectionId, editors: [expect.objectContaining({ self: true })] }],
    });

    clock += 29_000;
    expect((await ask(second)).body).toMatchObject({ sections: [{ section: sectionId }] });
    clock += 2_000;
    expect((await ask(second)).body).toEqual({ sections: [] });

    // Pinging again brings them back; both editors on it are listed.
    await ping(first);
    const both = await (await ping(second)).json();
    expect(both).toMatchObject({
      sections: [{ section: sectionId, editors: [{ self: false }, { self: true }] }],
    });
  });

  it('forgets an editor who leaves at once', async () => {
    await ping(first);
    const left = await server.app.request(`/de/pageeditor-api/presence/${sectionId}/`, {
      method: 'DELETE',
      headers: first,
    });
    expect(left.status).toBe(200);
    const editors = (
      (await ask(second)).body as { sections: { editors: { self: boolean }[] }[] }
    ).sections.flatMap((entry) => entry.editors);
    expect(editors.every((editor) => editor.self)).toBe(true);
  });

  it('is agreed on by two app instances over one database', async () => {
    const other = await import('../create-app').then(({ createApp }) =>
      createApp({ db: server.db, now: () => new Date(clock), reportError: () => undefined }),
    );
    await ping(first);
    const answer = await other.request(`/de/pageeditor-api/presence/?sections=${sectionId}`, {
      headers: second,
    });
    expect(await answer.json()).toMatchObject({
      sections: [
        {
          section: sectionId,
          editors: expect.arrayContaining([expect.objectContaining({ self: false })]),
        },
      ],
    });
  });

  it('is for editors only, and refuses bad input with 4xx, changing nothing', async () => {
    expect(
      (await server.app.request(`/de/pageeditor-api/presence/?sections=${sectionId}`)).status,
    ).toBe(401);
    expect(
      (await server.app.request(`/de/pageeditor-api/presence/${sectionId}/`, { method: 'POST' }))
        .status,
    ).toBe(401);
    expect(
      (
        await server.app.request(`/de/pageeditor-api/presence/${sectionId}/`, {
          method: 'POST',
          headers: { cookie: first['cookie'] ?? '' },
        })
      ).status,
    ).toBe(403);
    for (const query of [
      'sections=abc',
      'sections=1,,2',
      'sections=-1',
      `sections=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`,
      'sections=9999999999',
    ]) {
      const answer = await ask(first, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toEqual({
        detail: 'Invalid input.',
        errors: { sections: ['validation.option'] },
      });
    }
    const before = await server.db
      .selectFrom('section_presence')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect((await ping(first, 999_999_999)).status).toBe(404);
    expect(
      (
        await server.app.request('/de/pageeditor-api/presence/99999999999/', {
          method: 'POST',
          headers: first,
        })
      ).status,
    ).toBe(404);
    const after = await server.db
      .selectFrom('section_presence')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});
