import type { NewsTeaser } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { localeParam, localized } from './locale';
import { pageSize, pagedAnswer, parsePage } from './paging';

/** spec 7: GET /{locale}/api/news/?page={n}, newest first, published items only. */
export function newsRoutes(db: Kysely<Database>) {
  return new Hono().get(`/${localeParam}/api/news/`, async (c) => {
    const locale = c.req.param('locale') as Locale;
    const page = parsePage(c.req.query('page'));
    if (page === null) return c.json({ detail: 'Invalid page.' }, 404);

    const online = db.selectFrom('news').where('is_online', '=', true);
    const { count } = await online.select(db.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const total = Number(count);
    if (page > 1 && (page - 1) * pageSize >= total) return c.json({ detail: 'Invalid page.' }, 404);

    const rows = await online
      .select([
        'id',
        `${localized('slug', locale)} as slug`,
        `${localized('title', locale)} as title`,
        `${localized('teaser', locale)} as teaser`,
        `${localized('category', locale)} as category`,
        'published_at',
      ])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();

    const results: NewsTeaser[] = rows.map(({ published_at, ...row }) => ({ ...row, date: published_at.toISOString() }));
    return c.json(pagedAnswer(`/${locale}/api/news/`, page, total, results));
  });
}
