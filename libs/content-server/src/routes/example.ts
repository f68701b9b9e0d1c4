import {
  exampleInputSchema,
  examplePageSchema,
  exampleSchema,
  issuesToFieldErrors,
  validationMessages,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { cacheTags, type Revalidate } from '../revalidate';
import { answer, notFound } from './answer';
import { exampleAnswer, findExample, insertExample, updateExample } from './example-store';
import { idParam, localeOf, localeParam } from './locale';
import { loadPage, pageSize, pagedAnswer } from './paging';

/** DESIGN.md 5: the cache tags of the example list and of one entry (the host's `list`/`entity` names). */
export const exampleCacheTags = {
  list: cacheTags.list('example'),
  entry: (id: number) => cacheTags.entity('example', id),
} as const;

export interface ExampleRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

const base = `/${localeParam}/api/example`;
const conflict = 'This entry was changed by someone else.';

/**
 * spec 7 `/{locale}/api/example/` as a generic repository (DESIGN.md 3): the paged list
 * (`?page={n}`, 12 per page, 404 past the end) and one entry for everyone; create, update and
 * delete for editors only (401 without a session, 403 without the session's CSRF token or from
 * another site, 400 with field errors, 409 with the current entry for a stale version). Writes
 * announce `example-list` and `example-{id}` to the host's cache.
 */
export function exampleRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: ExampleRouteOptions,
) {
  const announce = (id: number) =>
    revalidate([exampleCacheTags.list, exampleCacheTags.entry(id)]).catch(reportError);
  const parse = async (c: Context) =>
    v.safeParse(exampleInputSchema, await c.req.json().catch(() => null));
  const badRequest = (c: Context, errors: Record<string, string[]>) =>
    c.json({ detail: 'Invalid input.', errors }, 400);
  const idOf = (c: Context) => Number(c.req.param('id'));

  return (
    new Hono()
      // Write answers are the editor's own, never cached (DESIGN.md 5); reads stay cacheable.
      .use(`${base}/*`, async (c, next) => {
        await next();
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
          c.header('Cache-Control', 'private, no-store');
      })
      .get(`${base}/`, async (c) => {
        const locale = localeOf(c);
        const loaded = await loadPage(c.req.query('page'), {
          count: async () =>
            Number(
              (
                await db
                  .selectFrom('example')
                  .select(db.fn.countAll<string>().as('count'))
                  .executeTakeFirstOrThrow()
              ).count,
            ),
          items: async (offset) => {
            const rows = await db
              .selectFrom('example')
              .selectAll()
              .orderBy('position')
              .orderBy('id')
              .limit(pageSize)
              .offset(offset)
              .execute();
            return rows.map((row) => exampleAnswer(row, locale));
          },
        });
        if (!loaded) return notFound(c, 'Invalid page.');
        return answer(
          c,
          examplePageSchema,
          pagedAnswer(`/${locale}/api/example/`, loaded.page, loaded.count, loaded.results),
        );
      })
      .get(`${base}/${idParam}/`, async (c) => {
        const row = await findExample(db, idOf(c));
        return row ? answer(c, exampleSchema, exampleAnswer(row, localeOf(c))) : notFound(c);
      })
      .post(`${base}/`, async (c) => {
        const editor = await access.writer(c);
        if (editor instanceof Response) return editor;
        const parsed = await parse(c);
        if (!parsed.success) return badRequest(c, issuesToFieldErrors(parsed.issues));
        const row = await insertExample(db, parsed.output);
        await announce(row.id);
        return answer(c, exampleSchema, exampleAnswer(row, localeOf(c)), 201);
      })
      .post(`${base}/${idParam}/`, async (c) => {
        const editor = await access.writer(c);
        if (editor instanceof Response) return editor;
        const locale = localeOf(c);
        const existing = await findExample(db, idOf(c));
        if (!existing) return notFound(c);
        const parsed = await parse(c);
        if (!parsed.success) return badRequest(c, issuesToFieldErrors(parsed.issues));
        const { version } = parsed.output;
        if (version === undefined) return badRequest(c, { version: [validationMessages.required] });
        const saved = await updateExample(db, existing.id, locale, { ...parsed.output, version });
        if (saved.status === 'missing') return notFound(c);
        if (saved.status === 'conflict')
          return c.json({ detail: conflict, current: exampleAnswer(saved.row, locale) }, 409);
        await announce(saved.row.id);
        return answer(c, exampleSchema, exampleAnswer(saved.row, locale));
      })
      .delete(`${base}/${idParam}/`, async (c) => {
        const editor = await access.writer(c);
        if (editor instanceof Response) return editor;
        const row = await findExample(db, idOf(c));
        if (!row) return notFound(c);
        // Like the module API: a delete may name the version it saw; a stale one is a conflict.
        const expected = c.req.query('version');
        if (expected !== undefined && Number(expected) !== row.version)
          return c.json({ detail: conflict, current: exampleAnswer(row, localeOf(c)) }, 409);
        await db.deleteFrom('example').where('id', '=', row.id).execute();
        await announce(row.id);
        return c.body(null, 204);
      })
  );
}
