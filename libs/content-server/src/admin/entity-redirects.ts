import { href, type Locale } from '@aula/routing';
import type { EntityDefinition } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { linkingSectionTags } from '../links/linking-sections';

/** The visitor paths of a row per language, when its entity has a detail screen. */
export function detailUrls(
  definition: EntityDefinition,
  id: number,
  slugs: Record<string, unknown>,
): { de: string; en: string } | null {
  const screen = definition.detail;
  if (!screen) return null;
  const url = (locale: Locale) =>
    href(screen, locale, { slug: String(slugs[`slug_${locale}`] ?? ''), id });
  return { de: url('de'), en: url('en') };
}

/**
 * DESIGN.md 9: a changed slug leaves a permanent redirect from the old address to the new one.
 * Redirects that pointed at the old address follow to the new one (no chains), and a redirect
 * away from the new address (an earlier rename back) is dropped.
 */
export async function redirectChangedPaths(
  db: Kysely<Database>,
  before: { de: string; en: string } | null,
  after: { de: string; en: string } | null,
): Promise<void> {
  if (!before || !after) return;
  for (const locale of ['de', 'en'] as const) {
    const [old, now] = [before[locale], after[locale]];
    if (old === now) continue;
    await db.deleteFrom('redirect').where('old_path', '=', now).execute();
    await db.updateTable('redirect').set({ new_path: now }).where('new_path', '=', old).execute();
    await db
      .insertInto('redirect')
      .values({ old_path: old, new_path: now })
      .onConflict((oc) => oc.column('old_path').doUpdateSet({ new_path: now }))
      .execute();
  }
}

/**
 * DESIGN.md 9: the cache tags of the sections that link to a row whose address changed. Internal
 * links are stored by reference and rendered with the current slug, so those cached visitor
 * pages must be rebuilt to show the new URL (not only the row's own pages).
 */
export async function renamedLinkTags(
  db: Kysely<Database>,
  definition: EntityDefinition,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<string[]> {
  const id = Number(after['id']);
  const [old, now] = [detailUrls(definition, id, before), detailUrls(definition, id, after)];
  if (!definition.detail || !old || !now || (old.de === now.de && old.en === now.en)) return [];
  return linkingSectionTags(db, definition.detail, id);
}
