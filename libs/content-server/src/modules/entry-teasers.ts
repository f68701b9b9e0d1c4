import type { EntityReferenceKind, EntryTeaser } from '@aula/api-client';
import { href, type Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { noImage, type ImageFields } from '../media/load-images';
import { portraitFields } from '../media/portrait-fields';

/** What a News, Event or Person list refers to (the block definitions' entity kinds). */
export type EntryKind = EntityReferenceKind;

/** An entry's teaser before its image is added: the image's id. */
export type EntryRow = Pick<EntryTeaser, 'id' | 'title' | 'url' | 'date' | 'end' | 'subtitle'> & {
  image_id: number | null;
};

/**
 * The entries a News, Event or Person list points to, online entries only (spec 6: unpublished
 * content never reaches a visitor). Their images are read with the other images of the read
 * (`entryTeasers`): one lookup for all of them.
 */
export async function loadEntries(
  db: Kysely<Database>,
  kind: EntryKind,
  ids: number[],
  locale: Locale,
): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return kind === 'news'
    ? (
        await db
          .selectFrom('news')
          .selectAll()
          .where('id', 'in', ids)
          .where('is_online', '=', true)
          .execute()
      ).map((row) => ({
        id: row.id,
        title: locale === 'de' ? row.title_de : row.title_en,
        url: href('newsDetail', locale, {
          slug: locale === 'de' ? row.slug_de : row.slug_en,
          id: row.id,
        }),
        date: row.published_at.toISOString(),
        end: null,
        subtitle: locale === 'de' ? row.teaser_de : row.teaser_en,
        image_id: row.image_id,
      }))
    : kind === 'event'
      ? (
          await db
            .selectFrom('event')
            .selectAll()
            .where('id', 'in', ids)
            .where('is_online', '=', true)
            .execute()
        ).map((row) => ({
          id: row.id,
          title: locale === 'de' ? row.title_de : row.title_en,
          url: href('eventDetail', locale, {
            slug: locale === 'de' ? row.slug_de : row.slug_en,
            id: row.id,
          }),
          date: row.starts_at.toISOString(),
          end: row.ends_at?.toISOString() ?? null,
          subtitle: locale === 'de' ? row.location_de : row.location_en,
          image_id: row.image_id,
        }))
      : (
          await db
            .selectFrom('person')
            .selectAll()
            .where('id', 'in', ids)
            .where('is_online', '=', true)
            .execute()
        ).map((row) => ({
          id: row.id,
          title: [row.academic_title, row.first_name, row.last_name].filter(Boolean).join(' '),
          url: href('personDetail', locale, {
            slug: locale === 'de' ? row.slug_de : row.slug_en,
            id: row.id,
          }),
          date: null,
          end: null,
          subtitle: locale === 'de' ? row.position_de : row.position_en,
          image_id: row.image_id,
        }));
}

/** The resolved teasers of `rows`, keyed by id, with their images taken from `images`. */
export function entryTeasers(
  kind: EntryKind,
  rows: EntryRow[],
  images: ReadonlyMap<number, ImageFields>,
): Map<number, EntryTeaser> {
  const teasers = new Map<number, EntryTeaser>();
  for (const { image_id, ...row } of rows) {
    const image = image_id === null ? undefined : images.get(image_id);
    // A person's portrait in its vertical alias, like the persons API answers it.
    const fields =
      kind === 'person'
        ? portraitFields(image)
        : image
          ? {
              image: image.image,
              image_url: image.image_url,
              alt: image.alt,
              width: image.width,
              height: image.height,
              thumbs: image.thumbs,
            }
          : noImage();
    teasers.set(row.id, { ...row, ...fields });
  }
  return teasers;
}
