import { issuesToFieldErrors, siteSettingsSchema } from '@aula/api-client';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { readSiteSettings, writeSiteSettings } from '../admin/site-settings';
import type { Database } from '../db/schema';
import type { AdminRouteOptions } from './admin-entities';
import { answer } from './answer';
import { localeParam } from './locale';

const path = `/${localeParam}/api/admin/site-settings/`;

/**
 * spec 2: the admin's site settings (the default header behaviour). Editors only; a save needs
 * the CSRF token, a value outside the choices answers 400 with field errors and stores nothing,
 * and a changed default drops the cached pages that use it (DESIGN.md 5).
 */
export function adminSiteSettingsRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: AdminRouteOptions,
) {
  return new Hono()
    .use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get(path, async (c) =>
      (await access.user(c))
        ? answer(c, siteSettingsSchema, await readSiteSettings(db))
        : c.json({ detail: 'Authentication credentials were not provided.' }, 401),
    )
    .post(path, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const parsed = v.safeParse(siteSettingsSchema, await c.req.json().catch(() => null));
      if (!parsed.success)
        return c.json(
          { detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) },
          400,
        );
      const tags = await writeSiteSettings(db, parsed.output);
      if (tags.length) await revalidate(tags).catch(reportError);
      return answer(c, siteSettingsSchema, await readSiteSettings(db));
    });
}
