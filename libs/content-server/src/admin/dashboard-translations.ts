import {
  translationCounts,
  translationCountTotal,
  type AdminDashboard,
  type Locale,
} from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pageContentType, pageUrl } from '../pages/read-page';
import { ownerSections } from '../translation/counterpart';
import { translationStatus } from '../translation/translation-status';

type Gap = AdminDashboard['translationGaps'][number];

/** Up to how many pages the dashboard lists (the figure counts all). */
export const listLimit = 20;

function gapOf(title: string, url: string | null, status: Parameters<typeof translationCounts>[0]) {
  const counts = translationCounts(status);
  return {
    total: translationCountTotal(counts),
    gap: { title, url, ...counts },
  };
}

/** Each content page, as the toolbar asks for it from the German page: its sections, the page. */
async function pageGaps(db: Kysely<Database>, locale: Locale) {
  const pages = await db.selectFrom('page').selectAll().orderBy('id').execute();
  const result: { total: number; gap: Gap }[] = [];
  for (const page of pages) {
    const sections = (await ownerSections(db, 'de', pageContentType, page.id)).map((row) => row.id);
    const status = await translationStatus(db, 'de', { sections, slugs: [], page: page.id });
    result.push(gapOf(page[`title_${locale}`] || page.slug, pageUrl(page, locale), status));
  }
  return result;
}

/** The slot sections (placed by slug on a screen): German ones, and English ones with no German. */
async function slotGaps(db: Kysely<Database>) {
  const slots = await db
    .selectFrom('module')
    .select(['id', 'slug', 'locale'])
    .where('model', '=', 'ContainerModule')
    .where('parent_id', 'is', null)
    .where('slug', 'is not', null)
    .where((eb) =>
      eb.or([eb('content_type', 'is', null), eb('content_type', '!=', pageContentType)]),
    )
    .orderBy('id')
    .execute();
  const german = new Set(slots.filter((row) => row.locale === 'de').map((row) => row.slug));
  const status = await translationStatus(db, 'de', {
    sections: slots.filter((row) => row.locale === 'de').map((row) => row.id),
    slugs: [
      ...new Set(
        slots.flatMap((row) =>
          row.locale === 'en' && !german.has(row.slug) ? [row.slug ?? ''] : [],
        ),
      ),
    ],
    page: null,
  });
  const slugs = [...new Set(status.map((entry) => entry.slug ?? ''))];
  return slugs.map((slug) =>
    gapOf(
      slug,
      null,
      status.filter((entry) => (entry.slug ?? '') === slug),
    ),
  );
}

/**
 * DESIGN.md 8 and 9: the site's missing translations of page content, counted per page exactly
 * as the editor toolbar counts them (`translationStatus` and `translationCounts`, shared), and the
 * pages and slot sections concerned (titles and paths in `locale`).
 */
export async function siteTranslationGaps(
  db: Kysely<Database>,
  locale: Locale,
): Promise<{ total: number; gaps: Gap[] }> {
  const all = [...(await pageGaps(db, locale)), ...(await slotGaps(db))].filter(
    (entry) => entry.total > 0,
  );
  return {
    total: all.reduce((sum, entry) => sum + entry.total, 0),
    gaps: all.slice(0, listLimit).map((entry) => entry.gap),
  };
}
