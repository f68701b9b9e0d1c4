import {
  counterpartSchema,
  createClient,
  moduleSchema,
  translationStatusSchema,
  type ContainerModule,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentType } from '../pages/read-page';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
let headers: Record<string, string>;

const post = async (locale: string, body: unknown) =>
  v.parse(
    moduleSchema,
    await (
      await server.app.request(`/${locale}/pageeditor-api/module/`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
    ).json(),
  );
const status = async (locale: string, query: string) => {
  const answer = await server.getJson(`/${locale}/pageeditor-api/translation-status/?${query}`, {
    headers,
  });
  expect(answer.status, query).toBe(200);
  return v.parse(translationStatusSchema, answer.body);
};

beforeAll(async () => {
  server = await createTestApp();
  headers = (await server.login()).headers;
});
afterAll(() => server.close());

describe('translation status and copying across (German and English side by side)', () => {
  it('flags a section missing in English, and copying it across fixes it', async () => {
    const container = await post('de', {
      model: 'ContainerModule',
      layout: 3,
      slug: 'nur-deutsch',
    });
    await post('de', {
      model: 'HeadlineModule',
      headline_level: 2,
      content: 'Nur auf Deutsch',
      parent: container.id,
      column: 0,
    });
    await post('de', {
      model: 'TextModule',
      content: '<p>Text</p>',
      parent: container.id,
      column: 1,
    });

    expect(await status('de', `sections=${container.id}`)).toEqual({
      locale: 'de',
      other: 'en',
      sections: [
        {
          section: container.id,
          counterpart: null,
          slug: 'nur-deutsch',
          missingIn: 'en',
          gaps: [],
        },
      ],
    });
    // On the English page the slot is empty: the section exists in German only.
    expect((await status('en', 'slugs=nur-deutsch')).sections).toEqual([
      { section: null, counterpart: container.id, slug: 'nur-deutsch', missingIn: 'en', gaps: [] },
    ]);
    expect(
      v.parse(
        counterpartSchema,
        (
          await server.getJson(`/de/pageeditor-api/container/${container.id}/counterpart/`, {
            headers,
          })
        ).body,
      ),
    ).toEqual({ locale: 'en', section: null });

    const copied = await server.app.request(
      `/de/pageeditor-api/container/${container.id}/counterpart/`,
      { method: 'POST', headers },
    );
    expect(copied.status).toBe(201);
    const english = v.parse(counterpartSchema, await copied.json()).section as ContainerModule;
    expect(english).toMatchObject({ slug: 'nur-deutsch', layout: 3 });
    expect(english.columns.map((column) => column.children.map((child) => child.model))).toEqual([
      ['HeadlineModule'],
      ['TextModule'],
    ]);
    expect(server.revalidations.at(-1)).toContain('section-nur-deutsch');

    expect((await status('de', `sections=${container.id}`)).sections).toEqual([]);
    const bySlug = await createClient({ fetch: server.fetch }).pageEditor.containerBySlug(
      'en',
      'nur-deutsch',
    );
    expect(bySlug.id).toBe(english.id);
    // A second copy would overwrite the translation: refused, nothing changes.
    const again = await server.app.request(
      `/de/pageeditor-api/container/${container.id}/counterpart/`,
      { method: 'POST', headers },
    );
    expect(again.status).toBe(409);
    expect(
      (
        await server.db
          .selectFrom('module')
          .select('id')
          .where('slug', '=', 'nur-deutsch')
          .execute()
      ).length,
    ).toBe(2);
  });

  it('flags fields filled in one language only, and a page section that exists in the other language only', async () => {
    const page = await server.db
      .selectFrom('page')
      .select('id')
      .where('slug', '=', 'impressum')
      .executeTakeFirstOrThrow();
    const roots = (locale: 'de' | 'en') =>
      server.db
        .selectFrom('module')
        .selectAll()
        .where('content_type', '=', pageContentType)
        .where('object_id', '=', page.id)
        .where('locale', '=', locale)
        .where('parent_id', 'is', null)
        .orderBy('position')
        .orderBy('id')
        .execute();
    const [german] = await roots('de');
    const [english] = await roots('en');
    if (!german || !english) throw new Error('demo page without sections');
    expect((await status('de', `sections=${german.id}&page=${page.id}`)).sections).toEqual([]);

    // An English-only section on the page, and a subline written in German only.
    await post('en', {
      model: 'ContainerModule',
      layout: 0,
      content_type: pageContentType,
      object_id: page.id,
      position: 99,
    }).then((extra) =>
      post('en', {
        model: 'TextModule',
        content: '<p>English only</p>',
        parent: extra.id,
        column: 0,
      }),
    );
    const headline = await server.db
      .selectFrom('module')
      .selectAll()
      .where('parent_id', '=', german.id)
      .where('model', '=', 'HeadlineModule')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('module')
      .set({ data: JSON.stringify({ ...headline.data, subline: 'Nur deutsch' }) })
      .where('id', '=', headline.id)
      .execute();

    const found = (await status('de', `sections=${german.id}&page=${page.id}`)).sections;
    expect(found).toEqual([
      {
        section: german.id,
        counterpart: english.id,
        slug: null,
        missingIn: null,
        gaps: [{ block: 0, model: 'HeadlineModule', field: 'subline', emptyIn: 'en' }],
      },
      { section: null, counterpart: expect.any(Number), slug: null, missingIn: 'de', gaps: [] },
    ]);
  });

  it('is for editors only and refuses bad input with a 4xx, never a 500', async () => {
    expect(
      (await server.app.request('/de/pageeditor-api/translation-status/?sections=1')).status,
    ).toBe(401);
    for (const [query, field] of [
      ['sections=x', 'sections'],
      ['sections=1;2', 'sections'],
      ['slugs=Bad Slug', 'slugs'],
      ['slugs=%00', null],
      ['page=-3', 'page'],
      ['page=99999999999', 'page'],
    ] as const) {
      const answer = await server.getJson(`/en/pageeditor-api/translation-status/?${query}`, {
        headers,
      });
      expect(answer.status, query).toBe(400);
      if (field)
        expect(answer.body, query).toEqual({
          detail: 'Invalid input.',
          errors: { [field]: ['validation.option'] },
        });
    }
    expect(
      (await server.getJson('/de/pageeditor-api/container/999999999/counterpart/', { headers }))
        .status,
    ).toBe(404);
    expect(
      (
        await server.app.request('/de/pageeditor-api/container/999999999/counterpart/', {
          method: 'POST',
          headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.app.request('/de/pageeditor-api/container/1/counterpart/', { method: 'POST' }))
        .status,
    ).toBe(401);
  });
});
