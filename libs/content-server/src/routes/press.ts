import {
  downloadDirectorySchema,
  pressArticlePageSchema,
  pressReleaseDetailSchema,
  pressReleasePageSchema,
} from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import { Hono, type Context } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import * as v from 'valibot';
import type { Database, PressItemTable } from '../db/schema';
import { loadImages, noImage, type ImageFields } from '../media/load-images';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam, localized } from './locale';
import { loadPage, pageSize, pagedAnswer } from './paging';

function releaseAnswer(
  row: Selectable<PressItemTable>,
  locale: Locale,
  images: Map<number, ImageFields>,
) {
  const image = row.image_id === null ? undefined : images.get(row.image_id);
  return {
    id: row.id,
    slug: row[localized('slug', locale)],
    title: row[localized('title', locale)],
    teaser: row[localized('teaser', locale)],
    date: row.published_at.toISOString(),
    urls: {
      de: href('pressReleaseDetail', 'de', { slug: row.slug_de, id: row.id }),
      en: href('pressReleaseDetail', 'en', { slug: row.slug_en, id: row.id }),
    },
    ...(image
      ? {
          image: image.image,
          image_url: image.image_url,
          alt: image.alt,
          width: image.width,
          height: image.height,
          thumbs: image.thumbs,
        }
      : noImage()),
  };
}

/** spec 7: press releases (paged, detail), press articles (paged) and download directories. */
export function pressRoutes(db: Kysely<Database>, now: () => Date) {
  const published = (kind: 'article' | 'release') =>
    db
      .selectFrom('press_item')
      .where('kind', '=', kind)
      .where('is_online', '=', true)
      .where('published_at', '<=', now());
  const paged = async <S extends v.GenericSchema>(
    c: Context,
    kind: 'article' | 'release',
    path: string,
    schema: S,
    toAnswer: (rows: Selectable<PressItemTable>[], locale: Locale) => Promise<unknown[]>,
  ) => {
    const locale = localeOf(c);
    const loaded = await loadPage(c.req.query('page'), {
      count: async () =>
        Number(
          (
            await published(kind)
              .select(db.fn.countAll<string>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        ),
      items: async (offset) =>
        toAnswer(
          await published(kind)
            .selectAll()
            .orderBy('published_at', 'desc')
            .orderBy('id', 'desc')
            .limit(pageSize)
            .offset(offset)
            .execute(),
          locale,
        ),
    });
    if (!loaded) return notFound(c, 'Invalid page.');
    return answer(
      c,
      schema,
      pagedAnswer(
        `/${locale}/api/${path}/`,
        loaded.page,
        loaded.count,
        loaded.results,
      ) as v.InferInput<S>,
    );
  };
  return new Hono()
    .get(`/${localeParam}/api/press-releases/`, (c) =>
      paged(c, 'release', 'press-releases', pressReleasePageSchema, async (rows, locale) => {
        const images = await loadImages(
          db,
          rows.map((row) => row.image_id),
          locale,
        );
        return rows.map((row) => releaseAnswer(row, locale, images));
      }),
    )
    .get(`/${localeParam}/api/press-releases/${idParam}/`, async (c) => {
      const locale = localeOf(c);
      const row = await published('release')
        .selectAll()
        .where('id', '=', Number(c.req.param('id')))
        .executeTakeFirst();
      if (!row) return notFound(c);
      const release = releaseAnswer(row, locale, await loadImages(db, [row.image_id], locale));
      const images =
        release.image !== null && release.image_url !== null
          ? [
              {
                ...release,
                image: release.image,
                image_url: release.image_url,
                description: release.alt,
              },
            ]
          : [];
      return answer(c, pressReleaseDetailSchema, {
        ...release,
        images,
        contact: 'presse@aula.example',
        body_slug: `press-release-${row.id}-body`,
      });
    })
    .get(`/${localeParam}/api/press-articles/`, (c) =>
      paged(c, 'article', 'press-articles', pressArticlePageSchema, async (rows, locale) =>
        rows.map((row) => ({
          id: row.id,
          title: row[localized('title', locale)],
          source: row.source,
          date: row.published_at.toISOString(),
          url: null,
          teaser: row[localized('teaser', locale)],
        })),
      ),
    )
    .get(`/${localeParam}/api/download-directories/`, async (c) => {
      const locale = localeOf(c);
      const directories = await db
        .selectFrom('download_directory')
        .selectAll()
        .orderBy('position')
        .execute();
      const files = await db.selectFrom('download_file').selectAll().orderBy('position').execute();
      return answer(
        c,
        v.array(downloadDirectorySchema),
        directories.map((directory) => ({
          id: directory.id,
          title: directory[localized('title', locale)],
          files: files
            .filter((file) => file.directory_id === directory.id)
            .map((file) => ({
              title: file[localized('title', locale)],
              url: file.url,
              size: null,
            })),
        })),
      );
    });
}
