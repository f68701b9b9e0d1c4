import {
  issuesToFieldErrors,
  pageSettingsInputSchema,
  pageSettingsSchema,
  validationMessages,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { snapshotPage } from '../pages/read-page';
import { cacheTags, type Revalidate } from '../revalidate';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';
import { pageSettingsTags, readPageSettings, settingsValues } from './page-settings-store';

export interface PageSettingsRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

const path = `/${localeParam}/pageeditor-api/page/${idParam}/settings/`;

/**
 * spec 3/4, issue "Content API": a page's own fields for editors. `GET` answers the page with
 * its `version`; `POST` validates the body with the shared schema (400 with field errors,
 * nothing stored), refuses a stale `version` (409 with the current state), stores the texts of
 * the request's language and the shared flags, writes a revision per language, bumps the
 * version and announces the page's cache tags (and the navigation's when what it shows
 * changed). `is_online: false` hides the page from visitors at once (spec 4/6).
 */
export function pageSettingsRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: PageSettingsRouteOptions,
) {
  const find = (c: Context) =>
    db
      .selectFrom('page')
      .selectAll()
      .where('id', '=', Number(c.req.param('id')))
      .executeTakeFirst();
  const badRequest = (c: Context, errors: Record<string, string[]>) =>
    c.json({ detail: 'Invalid input.', errors }, 400);

  return (
    new Hono()
      // Editor answers are never cached (DESIGN.md 5).
      .use(path, async (c, next) => {
        await next();
        c.header('Cache-Control', 'private, no-store');
      })
      .get(path, async (c) => {
        if (!(await access.user(c)))
          return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
        const row = await find(c);
        return row
          ? answer(c, pageSettingsSchema, await readPageSettings(db, row, localeOf(c), reportError))
          : notFound(c);
      })
      .post(path, async (c) => {
        const editor = await access.writer(c);
        if (editor instanceof Response) return editor;
        const locale = localeOf(c);
        const row = await find(c);
        if (!row) return notFound(c);
        const parsed = v.safeParse(pageSettingsInputSchema, await c.req.json().catch(() => null));
        if (!parsed.success) return badRequest(c, issuesToFieldErrors(parsed.issues));
        const write = parsed.output;
        if (
          write.og_image !== null &&
          !(await db
            .selectFrom('media')
            .select('id')
            .where('id', '=', write.og_image)
            .executeTakeFirst())
        ) {
          return badRequest(c, { og_image: [validationMessages.option] });
        }
        const saved = await db.transaction().execute(async (trx) => {
          const current = await trx
            .selectFrom('page')
            .selectAll()
            .where('id', '=', row.id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if (current.version !== write.version) return { conflict: current } as const;
          const updated = await trx
            .updateTable('page')
            .set({
              ...settingsValues(write, locale),
              version: current.version + 1,
              updated_at: new Date(),
            })
            .where('id', '=', row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          // The flags are shared, so the state of both languages changed: a revision for each.
          for (const language of [locale, locale === 'de' ? 'en' : 'de'] as const)
            await snapshotPage(trx, updated, language, editor.id);
          return { before: current, after: updated } as const;
        });
        if (saved.conflict)
          return c.json(
            {
              detail: 'This page was changed by someone else.',
              current: await readPageSettings(db, saved.conflict, locale, reportError),
            },
            409,
          );
        await revalidate(pageSettingsTags(saved.before, saved.after, cacheTags.page(row.id))).catch(
          reportError,
        );
        return answer(
          c,
          pageSettingsSchema,
          await readPageSettings(db, saved.after, locale, reportError),
        );
      })
  );
}
