import { locales, type Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createModule, parseModuleWrite } from '../modules/save-module';
import type { SeedBlock, SeedContainer } from './page-blocks';

/** Stores a block (validated like an editor's write) and, for containers, its columns. */
export async function storeBlock(
  db: Kysely<Database>,
  locale: Locale,
  block: SeedBlock,
  placement: Record<string, unknown>,
): Promise<void> {
  const { columns, ...fields } = block as SeedBlock & { columns?: SeedBlock[][] };
  const parsed = parseModuleWrite({ ...fields, ...placement });
  if (!parsed.ok)
    throw new Error(`Invalid demo block ${block.model}: ${JSON.stringify(parsed.errors)}`);
  const id = await createModule(db, locale, parsed.write, null);
  for (const [column, children] of (columns ?? []).entries()) {
    for (const [position, child] of children.entries())
      await storeBlock(db, locale, child, { parent: id, column, position });
  }
}

/** The section of a screen's slot (DESIGN.md 2: `{kind}-{id}-body`, `guest-auditors-body`). */
export interface SlotSection {
  slug: string;
  section: (locale: Locale) => SeedContainer;
}

/** Stores each slot's section in both languages, as an editor creating it in the slot would. */
export async function storeSlotSections(
  db: Kysely<Database>,
  sections: readonly SlotSection[],
): Promise<void> {
  for (const { slug, section } of sections)
    for (const locale of locales) await storeBlock(db, locale, { ...section(locale), slug }, {});
}
