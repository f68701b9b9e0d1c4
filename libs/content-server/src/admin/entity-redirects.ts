import { href, type Locale } from '@aula/routing';
import type { EntityDefinition } from '@aula/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The visitor paths of a row per language, when its entity has a detail screen. */
export function detailUrls(definition: EntityDefinition, id: number, slugs: Record<string, unknown>): { de: string; en: string } | null {
  const screen = definition.detail;
  if (!screen) return null;
  const url = (locale: Locale) => href(screen, locale, { slug: String(slugs[`slug_${locale}`] ?? ''), id });
  return { de: url('de'), en: url('en') };
}

/**
 * Issue 15: a changed slug leaves a permanent redirect from the old address to the new one.
 * Redirects that pointed at the old address follow to the new one (no chains), and a redirect
 * away from the new address (an earlier rename back) is dropped.
 */
export async function redirectChangedPaths(db: Kysely<Database>, before: { de: string; en: string } | null, after: { de: string; en: string } | null): Promise<void> {
  if (!before || !after) return;
  for (const locale of ['de', 'en'] as const) {
    const [old, now] = [before[locale], after[locale]];
    if (old === now) continue;
    await db.deleteFrom('redirect').where('old_path', '=', now).execute();
    await db.updateTable('redirect').set({ new_path: now }).where('new_path', '=', old).execute();
    await db.insertInto('redirect').values({ old_path: old, new_path: now }).onConflict((oc) => oc.column('old_path').doUpdateSet({ new_path: now })).execute();
  }
}
