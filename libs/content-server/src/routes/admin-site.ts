import {
  adminDashboardSchema,
  adminNavTreeSchema,
  adminSubscriptionsSchema,
  cacheTags,
  issuesToFieldErrors,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { dashboard } from '../admin/dashboard';
import { readNavigationTree, writeNavigationTree } from '../admin/navigation-tree';
import { subscriptionsCsv } from '../admin/subscriptions-csv';
import type { Database } from '../db/schema';
import { answer, notFound } from './answer';
import type { AdminRouteOptions } from './admin-entities';
import { idParam, localeOf, localeParam } from './locale';

const base = `/${localeParam}/api/admin`;
const menuParam = ':menu{menu|footer}';
const unauthenticated = (c: Context) =>
  c.json({ detail: 'Authentication credentials were not provided.' }, 401);

/**
 * DESIGN.md 9: the admin's dashboard, navigation trees and newsletter subscriptions (list, CSV
 * export, delete on request under the GDPR). Editors only; writes need the CSRF token.
 */
export function adminSiteRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: AdminRouteOptions,
) {
  const subscriptions = () =>
    db
      .selectFrom('newsletter_subscription')
      .select(['id', 'email', 'name', 'locale', 'newsletter_ids', 'confirmed_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  return new Hono()
    .use(`${base}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    })
    .get(`${base}/dashboard/`, async (c) =>
      (await access.user(c))
        ? answer(c, adminDashboardSchema, await dashboard(db, localeOf(c)))
        : unauthenticated(c),
    )
    .get(`${base}/navigation/${menuParam}/`, async (c) => {
      if (!(await access.user(c))) return unauthenticated(c);
      return answer(c, adminNavTreeSchema, {
        items: await readNavigationTree(db, c.req.param('menu') as 'menu' | 'footer'),
      });
    })
    .post(`${base}/navigation/${menuParam}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const parsed = v.safeParse(adminNavTreeSchema, await c.req.json().catch(() => null));
      if (!parsed.success)
        return c.json(
          { detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) },
          400,
        );
      const menu = c.req.param('menu') as 'menu' | 'footer';
      await writeNavigationTree(db, menu, parsed.output.items);
      await revalidate([cacheTags.list('navigation')]).catch(reportError);
      return answer(c, adminNavTreeSchema, { items: await readNavigationTree(db, menu) });
    })
    .get(`${base}/newsletter/subscriptions/`, async (c) => {
      if (!(await access.user(c))) return unauthenticated(c);
      const rows = await subscriptions().limit(500).execute();
      const { count } = await db
        .selectFrom('newsletter_subscription')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      const results = rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        locale: row.locale,
        confirmed: row.confirmed_at !== null,
        created_at: row.created_at.toISOString(),
      }));
      return answer(c, adminSubscriptionsSchema, { count: Number(count), results });
    })
    .get(`${base}/newsletter/subscriptions/export.csv`, async (c) => {
      if (!(await access.user(c))) return unauthenticated(c);
      const names = new Map(
        (await db.selectFrom('newsletter').select(['id', 'slug']).execute()).map((row) => [
          row.id,
          row.slug,
        ]),
      );
      const rows = await subscriptions().execute();
      const csv = subscriptionsCsv(
        rows.map((row) => ({
          ...row,
          newsletters: row.newsletter_ids.map((id) => names.get(id) ?? String(id)).join(' '),
        })),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="newsletter-subscriptions.csv"',
      });
    })
    .delete(`${base}/newsletter/subscriptions/${idParam}/`, async (c) => {
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const deleted = await db
        .deleteFrom('newsletter_subscription')
        .where('id', '=', Number(c.req.param('id')))
        .returning('id')
        .executeTakeFirst();
      return deleted ? c.body(null, 204) : notFound(c);
    });
}
