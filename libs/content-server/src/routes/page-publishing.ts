import {
  fromBerlinLocal,
  issuesToFieldErrors,
  pageRevisionDetailSchema,
  pageRevisionListSchema,
  restoreInputSchema,
  pageSettingsSchema,
  previewSchema,
  publishingStateSchema,
  publishInputSchema,
  scheduledPublicationSchema,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { snapshotPage } from '../pages/read-page';
import { listPageRevisions, readPageRevision } from '../publishing/page-revisions';
import { restorePageRevision } from '../publishing/restore-page-revision';
import { previewPage } from '../publishing/preview-page';
import { publishingState, publishPage } from '../publishing/publish-page';
import { cacheTags, type Revalidate } from '../revalidate';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';
import { navigationTag, pageSettingsTags, readPageSettings } from './page-settings-store';

export interface PagePublishingRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
  now: () => Date;
}

const base = `/${localeParam}/pageeditor-api/page/${idParam}`;
const invalid = (c: Context, errors: Record<string, string[]>) =>
  c.json({ detail: 'Invalid input.', errors }, 400);

/**
 * DESIGN.md 8, per page and language (editors only, never cached): the publishing state, publishing
 * the drafts now or at a Berlin wall-clock time (full validation; 400 lists the faulty blocks),
 * unpublishing (spec 4: offline is not found for visitors), cancelling a scheduled publication
 * and a preview revision of the drafts (`?v=`, spec 6/7).
 */
export function pagePublishingRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError, now }: PagePublishingRouteOptions,
) {
  const find = (c: Context) =>
    db
      .selectFrom('page')
      .selectAll()
      .where('id', '=', Number(c.req.param('id')))
      .executeTakeFirst();
  const context = { revalidate, reportError };

  return new Hono()
    .use(`${base}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get(`${base}/publishing/`, async (c) => {
      if (!(await access.user(c)))
        return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const row = await find(c);
      return row
        ? answer(c, publishingStateSchema, await publishingState(db, row.id, localeOf(c)))
        : notFound(c);
    })
    .get(`${base}/revisions/`, async (c) => {
      if (!(await access.user(c)))
        return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const row = await find(c);
      return row
        ? answer(c, pageRevisionListSchema, await listPageRevisions(db, row.id, localeOf(c)))
        : notFound(c);
    })
    .get(`${base}/revisions/:revision{[0-9]{1,9}}/`, async (c) => {
      if (!(await access.user(c)))
        return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const revision = await readPageRevision(
        db,
        Number(c.req.param('id')),
        localeOf(c),
        Number(c.req.param('revision')),
      );
      return revision ? answer(c, pageRevisionDetailSchema, revision) : notFound(c);
    })
    .post(`${base}/revisions/:revision{[0-9]{1,9}}/restore/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const row = await find(c);
      if (!row) return notFound(c);
      const parsed = v.safeParse(restoreInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success) return invalid(c, issuesToFieldErrors(parsed.issues));
      const result = await restorePageRevision(
        db,
        row.id,
        locale,
        Number(c.req.param('revision')),
        parsed.output.version,
        editor.id,
      );
      if (result.status === 'missing') return notFound(c, 'Unknown revision.');
      if (result.status === 'invalid') return invalid(c, result.errors);
      if (result.status === 'conflict')
        return c.json(
          {
            detail: 'This page was changed by someone else.',
            current: await readPageSettings(db, result.current, locale, reportError),
          },
          409,
        );
      const tags = [
        ...pageSettingsTags(result.before, result.after, cacheTags.page(row.id)),
        ...result.sections.map((id) => cacheTags.module(id)),
      ];
      await revalidate(tags).catch(reportError);
      return answer(
        c,
        pageSettingsSchema,
        await readPageSettings(db, result.after, locale, reportError),
      );
    })
    .post(`${base}/publish/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const row = await find(c);
      if (!row) return notFound(c);
      const parsed = v.safeParse(publishInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success) return invalid(c, issuesToFieldErrors(parsed.issues));
      const state = await publishingState(db, row.id, locale);
      if (Object.keys(state.errors).length > 0) return invalid(c, state.errors);
      if (parsed.output.publish_at) {
        const at = fromBerlinLocal(parsed.output.publish_at);
        if (!at) return invalid(c, { publish_at: ['publishing.validation.dateTime'] });
        if (at.getTime() <= now().getTime())
          return invalid(c, { publish_at: ['publishing.validation.future'] });
        await db
          .insertInto('scheduled_publication')
          .values({ page_id: row.id, locale, publish_at: at, user_id: editor.id })
          .execute();
      } else {
        const result = await publishPage(db, row.id, locale, editor.id, context);
        if (!result.ok) return invalid(c, result.errors);
      }
      return answer(c, publishingStateSchema, await publishingState(db, row.id, locale));
    })
    .post(`${base}/unpublish/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const locale = localeOf(c);
      const row = await find(c);
      if (!row) return notFound(c);
      const updated = await db
        .updateTable('page')
        .set({ is_online: false, version: row.version + 1, updated_at: new Date() })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await snapshotPage(db, updated, locale, editor.id);
      await revalidate([cacheTags.page(row.id), navigationTag]).catch(reportError);
      return answer(
        c,
        pageSettingsSchema,
        await readPageSettings(db, updated, locale, reportError),
      );
    })
    .post(`${base}/preview/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const row = await find(c);
      if (!row) return notFound(c);
      return answer(c, previewSchema, {
        version_id: await previewPage(db, row, localeOf(c), editor.id),
      });
    })
    .delete(`/${localeParam}/pageeditor-api/publication/${idParam}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      c.header('Cache-Control', 'private, no-store');
      const [row] = await db
        .updateTable('scheduled_publication')
        .set({ status: 'cancelled', done_at: new Date() })
        .where('id', '=', Number(c.req.param('id')))
        .where('status', '=', 'pending')
        .returning(['id', 'publish_at'])
        .execute();
      return row
        ? answer(c, scheduledPublicationSchema, {
            id: row.id,
            publish_at: new Date(row.publish_at).toISOString(),
            user: editor.username,
          })
        : notFound(c);
    });
}
