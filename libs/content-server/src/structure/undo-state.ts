import type { UndoState, UndoStep } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { pageSectionIds } from './section-order';

type Executor = Kysely<Database> | Transaction<Database>;

/** Where the editor asks for undo: a page (its sections), further sections on screen, and slots by slug. */
export interface UndoScope {
  page?: number | undefined;
  sections?: readonly number[] | undefined;
  slugs?: readonly string[] | undefined;
}

/** One entry of either stack, with what it needs to become a step. */
interface Candidate {
  at: number;
  id: number;
  step: UndoStep;
}

const time = (value: Date | string) => new Date(value).getTime();
const latest = (candidates: (Candidate | undefined)[]) =>
  candidates
    .filter((candidate): candidate is Candidate => candidate !== undefined)
    .sort((a, b) => b.at - a.at || b.id - a.id)[0];

async function versions(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('module')
    .select(['id', 'version'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.version]));
}

/**
 * DESIGN.md 8: the next undo and redo in `scope`. Undo takes the newest undo entry (a section's
 * backup, a deleted section, a previous section order); redo the newest redo entry, but only
 * while nothing newer was saved in the scope (an editor's save drops redo).
 */
export async function undoState(
  db: Executor,
  locale: Locale,
  scope: UndoScope,
): Promise<UndoState> {
  const page = scope.page;
  const pageVersion =
    page === undefined
      ? undefined
      : (await db.selectFrom('page').select('version').where('id', '=', page).executeTakeFirst())
          ?.version;
  const sectionIds = [
    ...new Set([
      ...(scope.sections ?? []),
      ...(page !== undefined && pageVersion !== undefined
        ? await pageSectionIds(db, page, locale)
        : []),
    ]),
  ];
  const alive = await versions(db, sectionIds);
  const ids = [...alive.keys()];
  const slugs = [...(scope.slugs ?? [])];

  const backups =
    ids.length === 0
      ? []
      : await db
          .selectFrom('section_backup')
          .select(['id', 'module_id', 'cause', 'created_at'])
          .where('module_id', 'in', ids)
          .orderBy('id', 'desc')
          .limit(400)
          .execute();
  const structure =
    pageVersion === undefined && slugs.length === 0
      ? []
      : await db
          .selectFrom('structure_backup')
          .select(['id', 'kind', 'cause', 'page_id', 'module_id', 'created_at'])
          .where('locale', '=', locale)
          .where((eb) =>
            eb.or([
              ...(pageVersion !== undefined ? [eb('page_id', '=', page ?? 0)] : []),
              ...(slugs.length > 0 ? [eb('slug', 'in', slugs)] : []),
            ]),
          )
          .orderBy('id', 'desc')
          .limit(400)
          .execute();
  const restored = await versions(
    db,
    structure.filter((entry) => entry.kind === 'delete').map((entry) => entry.module_id),
  );

  const candidates = (redo: boolean) => {
    const wanted = (cause: string) => (cause === 'undo') === redo;
    const section = backups.find((entry) => wanted(entry.cause));
    const other = structure
      .filter((entry) => wanted(entry.cause))
      .find((entry) => entry.kind === 'order' || restored.has(entry.module_id) === redo);
    return latest([
      section && {
        at: time(section.created_at),
        id: section.id,
        step: {
          kind: 'save',
          section: section.module_id,
          version: alive.get(section.module_id) ?? 0,
        },
      },
      other &&
        (other.kind === 'order'
          ? {
              at: time(other.created_at),
              id: other.id,
              step: { kind: 'order', page: other.page_id ?? 0, version: pageVersion ?? 0 },
            }
          : {
              at: time(other.created_at),
              id: other.id,
              step: {
                kind: 'delete',
                entry: other.id,
                section: other.module_id,
                version: restored.get(other.module_id) ?? 0,
              },
            }),
    ]);
  };
  const undo = candidates(false);
  const redo = candidates(true);
  // Redo only while nothing newer was saved: the newest editor's save must be older than the redo entry.
  const saves = [
    backups.find((entry) => entry.cause === 'save'),
    structure.find((entry) => entry.cause === 'save'),
  ].map((entry) => (entry ? time(entry.created_at) : 0));
  const redoValid = redo !== undefined && saves.every((at) => at <= redo.at);
  return { undo: undo?.step ?? null, redo: redoValid ? redo.step : null };
}
