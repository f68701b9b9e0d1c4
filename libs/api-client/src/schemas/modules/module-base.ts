import * as v from 'valibot';
import { entityIdSchema } from '../field-types';
import { boundedString, moduleFieldLimits as limits } from './field-rules';

const id = entityIdSchema;
const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

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
  version: count(limits.version),
};

/**
 * spec 7: the placement fields of a module write (create: model, parent, content_type, object_id,
 * slug). `column` and `position` place a child inside its parent container's columns; `version`
 * is required on update (the version the editor started from) and absent on create. All bounded
 * (spec 5): a column beyond a container's three or a position beyond PostgreSQL's
 * integer is a 400, not a 500.
 */
export const moduleWriteEntries = {
  slug: v.optional(v.nullable(boundedString(limits.identifier)), null),
  parent: v.optional(v.nullable(id), null),
  content_type: v.optional(v.nullable(boundedString(limits.identifier)), null),
  object_id: v.optional(v.nullable(id), null),
  column: v.optional(count(limits.column), 0),
  position: v.optional(count(limits.position)),
  version: v.optional(count(limits.version)),
};
