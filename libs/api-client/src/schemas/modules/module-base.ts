import * as v from 'valibot';
import { entityIdSchema } from '../field-types';

const id = entityIdSchema;

/**
 * spec 3: the fields every module (section) carries when read. `version` grows with each save;
 * an update that sends an older version is answered 409 (conflict detection).
 */
export const moduleBaseEntries = {
  id,
  slug: v.nullable(v.string()),
  parent: v.nullable(id),
  content_type: v.nullable(v.string()),
  object_id: v.nullable(id),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
};

/**
 * spec 7: the placement fields of a module write (create: model, parent, content_type, object_id,
 * slug). `column` and `position` place a child inside its parent container's columns; `version`
 * is required on update (the version the editor started from) and absent on create.
 */
export const moduleWriteEntries = {
  slug: v.optional(v.nullable(v.string()), null),
  parent: v.optional(v.nullable(id), null),
  content_type: v.optional(v.nullable(v.string()), null),
  object_id: v.optional(v.nullable(id), null),
  column: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
};
