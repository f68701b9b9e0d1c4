import {
  issuesToFieldErrors,
  moduleInputSchema,
  type BlockModel,
  type FieldErrors,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import { prepareFields } from './module-fields';
import { insertModule, updateModule, type ModuleRow } from './module-repository';

export type ParsedWrite =
  { ok: true; write: v.InferOutput<typeof moduleInputSchema> } | { ok: false; errors: FieldErrors };

/** DESIGN.md 2: every write is validated with the shared schema of its model. */
export function parseModuleWrite(body: unknown): ParsedWrite {
  const result = v.safeParse(moduleInputSchema, body);
  return result.success
    ? { ok: true, write: result.output }
    : { ok: false, errors: issuesToFieldErrors(result.issues) };
}

type Write = v.InferOutput<typeof moduleInputSchema>;

const placementOf = (write: Write) => ({
  slug: write.slug,
  parent: write.parent,
  content_type: write.content_type,
  object_id: write.object_id,
  column: write.column,
  position: write.position,
});

/** Stores a validated create; answers the new id. */
export function createModule(
  db: Kysely<Database> | Transaction<Database>,
  locale: Locale,
  write: Write,
  userId: number | null,
): Promise<number> {
  return insertModule(
    db,
    locale,
    write.model as BlockModel,
    placementOf(write),
    prepareFields(write.model, write),
    userId,
  );
}

/** Stores a validated update of `row` (the version check is the caller's); answers the new version. */
export function saveModule(
  db: Kysely<Database> | Transaction<Database>,
  row: ModuleRow,
  write: Write,
  userId: number | null,
): Promise<number> {
  const { slug, column, position } = placementOf(write);
  return updateModule(
    db,
    row,
    { slug, column, ...(position === undefined ? {} : { position }) },
    prepareFields(write.model, write),
    userId,
  );
}
