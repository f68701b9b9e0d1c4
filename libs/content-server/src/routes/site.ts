import {
  breakingNewsSchema,
  callToActionsSchema,
  homeTeasersSchema,
  instagramPostsSchema,
  micrositeCategories,
  micrositesFooterSchema,
  micrositesSchema,
} from '@aula/api-client';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadImages, noImage, type ImageFields } from '../media/load-images';
import { answer } from './answer';
import { localeOf, localeParam, localized } from './locale';

const imageOf = (images: Map<number, ImageFields>, id: number | null) => {
  const image = id === null ? undefined : images.get(id);
  return image
    ? {
        image: image.image,
        image_url: image.image_url,
        alt: image.alt,
        width: image.width,
        height: image.height,
        thumbs: image.thumbs,
      }
    : noImage();
};

/** spec 7: breaking news, microsites (full and `?simple=true`), home teasers, call to action, instagram. */
export function siteRoutes(db: Kysely<Database>, now: () => Date) {
  return new Hono()
    .get(`/${localeParam}/api/breaking-news/`, async (c) => {
      const locale = localeOf(c);
      const at = now();
      const rows = await db
        .selectFrom('breaking_news')
        .leftJoin('page', 'page.id', 'breaking_news.link_page_id')
        .selectAll('breaking_news')
        .select([`page.${localized('path', locale)} as page_path`, 'page.is_online as page_online'])
        .where('breaking_news.is_online', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
        .orderBy('breaking_news.id', 'desc')
        .execute();
      return answer(
        c,
        breakingNewsSchema,
        rows.map((row) => {
          const url =
            row.page_path !== null && row.page_online
              ? `/${locale}${row.page_path ? `/${row.page_path}` : ''}`
              : row[localized('link_url', locale)];
          return {
            id: row.id,
            headline: row[localized('headline', locale)],
            text: row[localized('text', locale)],
            color: row.color,
            link: row.page_online ? row.link_page_id : null,
            link_obj: url ? { url } : null,
            link_text: row[localized('link_text', locale)],
          };
        }),
      );
    })
    .get(`/${localeParam}/api/microsites/`, async (c) => {
      const locale = localeOf(c);
      const rows = await db
        .selectFrom('microsite')
        .selectAll()
        .where('is_online', '=', true)
        .orderBy('position')
        .execute();
      const simple = c.req.query('simple') === 'true';
      const group = (category: string) =>
        rows
          .filter((row) => row.grouping === category)
          .map((row) => ({
            name: row[localized('name', locale)],
            url: row[localized('url', locale)],
            ...(simple ? {} : { description: '', image_url: null }),
          }));
      const body = Object.fromEntries(
        micrositeCategories.map((category) => [category, group(category)]),
      );
      return simple ? answer(c, micrositesFooterSchema, body) : answer(c, micrositesSchema, body);
    })
    .get(`/${localeParam}/api/teaser/`, async (c) => {
      const locale = localeOf(c);
      const rows = await db
        .selectFrom('home_teaser')
        .selectAll()
        .where('is_online', '=', true)
        .orderBy('is_highlight', 'desc')
        .orderBy('position')
        .execute();
      const images = await loadImages(
        db,
        rows.map((row) => row.image_id),
        locale,
      );
      return answer(
        c,
        homeTeasersSchema,
        rows.map((row) => ({
          id: row.id,
          preline: row[localized('preline', locale)],
          headline: row[localized('headline', locale)],
          text: row[localized('text', locale)],
          link_url: row[localized('link_url', locale)],
          link_text: row[localized('link_text', locale)],
          is_highlight: row.is_highlight,
          ...imageOf(images, row.image_id),
        })),
      );
    })
    .get(`/${localeParam}/api/teaser-cta/`, async (c) => {
      const locale = localeOf(c);
      const rows = await db
        .selectFrom('call_to_action')
        .selectAll()
        .where('is_online', '=', true)
        .orderBy('id')
        .execute();
      return answer(
        c,
        callToActionsSchema,
        rows.map((row) => ({
          id: row.id,
          headline: row[localized('headline', locale)],
          text: row[localized('text', locale)],
          link_url: row[localized('link_url', locale)],
          link_text: row[localized('link_text', locale)],
        })),
      );
    })
    .get(`/${localeParam}/api/instagram/`, async (c) => {
      const locale = localeOf(c);
      const rows = await db
        .selectFrom('instagram_post')
        .selectAll()
        .where('is_online', '=', true)
        .orderBy('posted_at', 'desc')
        .limit(12)
        .execute();
      const images = await loadImages(
        db,
        rows.map((row) => row.image_id),
        locale,
      );
      return answer(
        c,
        instagramPostsSchema,
        rows.map((row) => ({
          id: String(row.id),
          url: row.url,
          caption: row[localized('caption', locale)],
          date: row.posted_at.toISOString(),
          ...imageOf(images, row.image_id),
        })),
      );
    });
}
