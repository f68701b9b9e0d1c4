import type { ContainerModule } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadSubtrees } from './module-repository';
import { readModules } from './read-modules';

/** A section (container module) as the page editor reads it in `locale`, with its blocks. */
export async function readSection(
  db: Kysely<Database>,
  id: number,
  locale: Locale,
  reportError: (error: unknown) => void,
): Promise<ContainerModule | undefined> {
  const [section] = await readModules(db, await loadSubtrees(db, [id]), [id], locale, reportError);
  return section?.model === 'ContainerModule' ? section : undefined;
}
