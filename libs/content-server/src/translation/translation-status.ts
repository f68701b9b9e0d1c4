import type { Locale, SectionTranslation } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageContentType } from '../pages/read-page';
import { counterpartOf, otherLocale, ownerSections, storedBlocks } from './counterpart';
import { translationGaps } from './translation-gaps';

export interface TranslationStatusQuery {
  /** The sections on the page in `locale`. */
  sections: number[];
  /** The slugs of the page's empty slots (placeholders) in `locale`. */
  slugs: string[];
  /** The content page, whose sections beyond those in `locale` exist only in the other language. */
  page: number | null;
}

/**
 * DESIGN.md 8: the page's sections against the other language. Only sections with something to
 * do are answered: missing (or empty) in one language, or with fields filled in one only.
 */
export async function translationStatus(
  db: Kysely<Database>,
  locale: Locale,
  query: TranslationStatusQuery,
): Promise<SectionTranslation[]> {
  const other = otherLocale(locale);
  const result: SectionTranslation[] = [];
  const rows =
    query.sections.length === 0
      ? []
      : await db
          .selectFrom('module')
          .selectAll()
          .where('id', 'in', query.sections)
          .where('locale', '=', locale)
          .where('model', '=', 'ContainerModule')
          .orderBy('id')
          .execute();
  for (const row of rows) {
    const here = await storedBlocks(db, row.id);
    const counterpart = await counterpartOf(db, row);
    const there = counterpart ? await storedBlocks(db, counterpart.id) : [];
    const entry = { section: row.id, counterpart: counterpart?.id ?? null, slug: row.slug };
    if (here.length > 0 && there.length === 0)
      result.push({ ...entry, missingIn: other, gaps: [] });
    else if (here.length === 0 && there.length > 0)
      result.push({ ...entry, missingIn: locale, gaps: [] });
    else {
      const gaps = translationGaps(here, there, locale, other);
      if (gaps.length > 0) result.push({ ...entry, missingIn: null, gaps });
    }
  }
  for (const slug of query.slugs) {
    const there = await db
      .selectFrom('module')
      .select('id')
      .where('locale', '=', other)
      .where('slug', '=', slug)
      .where('model', '=', 'ContainerModule')
      .orderBy('id')
      .executeTakeFirst();
    if (there && (await storedBlocks(db, there.id)).length > 0)
      result.push({ section: null, counterpart: there.id, slug, missingIn: locale, gaps: [] });
  }
  if (query.page !== null) {
    const count = (await ownerSections(db, locale, pageContentType, query.page)).length;
    for (const extra of (await ownerSections(db, other, pageContentType, query.page)).slice(
      count,
    )) {
      if ((await storedBlocks(db, extra.id)).length > 0)
        result.push({
          section: null,
          counterpart: extra.id,
          slug: extra.slug,
          missingIn: locale,
          gaps: [],
        });
    }
  }
  return result;
}
