import {
  maxSectionsPerRequest,
  presenceSchema,
  presenceTiming,
  type Presence,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';

export interface PresenceRouteOptions {
  access: EditorAccess;
  now: () => Date;
  /** After how long without a ping an editor no longer counts as present (tests shorten it). */
  staleMs?: number;
}

/** A comma-separated list of ids (`1,2,3`), at most `maxSectionsPerRequest`; null when malformed. */
export function idList(raw: string | undefined): number[] | null {
  if (raw === undefined || raw === '') return [];
  const parts = raw.split(',');
  if (parts.length > maxSectionsPerRequest || !parts.every((part) => /^[0-9]{1,9}$/.test(part)))
    return null;
  return [...new Set(parts.map(Number))].filter((id) => id > 0);
}

/** The 400 of a malformed list parameter: a message key the editor translates (spec 8). */
export const badList = (c: Context, field: string) =>
  c.json({ detail: 'Invalid input.', errors: { [field]: ['validation.option'] } }, 400);

/**
 * DESIGN.md 8, presence, not locks: an editor with a section open pings
 * (`POST .../presence/{id}/`, about every 10 s) and leaves (`DELETE`); other editors ask who is
 * on which sections (`GET .../presence/?sections=`). A ping older than `staleMs` (30 s) counts
 * as gone, so a closed browser strands nothing. Rows live in the database, so every content-API
 * instance over one PostgreSQL agrees. Editors only.
 */
export function presenceRoutes(
  db: Kysely<Database>,
  { access, now, staleMs = presenceTiming.staleMs }: PresenceRouteOptions,
) {
  /** Who is on `sections`; the asking browser's own session is marked `self` (the editor leaves it out). */
  const present = async (sections: number[], session: string): Promise<Presence> => {
    if (sections.length === 0) return { sections: [] };
    const rows = await db
      .selectFrom('section_presence')
      .innerJoin('app_user', 'app_user.id', 'section_presence.user_id')
      .select([
        'section_presence.module_id',
        'section_presence.session_id',
        'app_user.id',
        'app_user.username',
      ])
      .where('section_presence.module_id', 'in', sections)
      .where('section_presence.seen_at', '>', new Date(now().getTime() - staleMs))
      .orderBy('section_presence.module_id')
      .orderBy('app_user.username')
      .execute();
    const bySection = new Map<number, Presence['sections'][number]>();
    for (const row of rows) {
      const entry = bySection.get(row.module_id) ?? { section: row.module_id, editors: [] };
      entry.editors.push({ id: row.id, name: row.username, self: row.session_id === session });
      bySection.set(row.module_id, entry);
    }
    return { sections: [...bySection.values()] };
  };

  const section = (c: Context) =>
    db
      .selectFrom('module')
      .select('id')
      .where('id', '=', Number(c.req.param('id')))
      .where('locale', '=', localeOf(c))
      .where('model', '=', 'ContainerModule')
      .executeTakeFirst();

  return new Hono()
    .get(`/${localeParam}/pageeditor-api/presence/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const editor = await access.user(c);
      if (!editor) return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
      const ids = idList(c.req.query('sections'));
      if (!ids) return badList(c, 'sections');
      return answer(c, presenceSchema, await present(ids, editor.sessionKey));
    })
    .post(`/${localeParam}/pageeditor-api/presence/${idParam}/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const found = await section(c);
      if (!found) return notFound(c);
      const seen = now();
      await db
        .insertInto('section_presence')
        .values({
          module_id: found.id,
          session_id: editor.sessionKey,
          user_id: editor.id,
          seen_at: seen,
        })
        .onConflict((oc) => oc.columns(['module_id', 'session_id']).doUpdateSet({ seen_at: seen }))
        .execute();
      // Long-gone rows are only clutter (they already count as absent): drop them on the way.
      await db
        .deleteFrom('section_presence')
        .where('seen_at', '<', new Date(seen.getTime() - 10 * staleMs))
        .execute();
      return answer(c, presenceSchema, await present([found.id], editor.sessionKey));
    })
    .delete(`/${localeParam}/pageeditor-api/presence/${idParam}/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      await db
        .deleteFrom('section_presence')
        .where('module_id', '=', Number(c.req.param('id')))
        .where('session_id', '=', editor.sessionKey)
        .execute();
      return c.json(null);
    });
}
