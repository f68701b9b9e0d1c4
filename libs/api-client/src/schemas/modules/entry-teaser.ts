import * as v from 'valibot';
import { entityIdSchema } from '../field-types';
import { imageReadEntries } from './image-fields';

/**
 * The resolved teaser data of an entry a reference list points to (News, Event and Person list),
 * so renderers need no extra call: title (a person's name), its detail-page url, a date (news:
 * published, event: start; null for persons), an end (events), a subtitle (category, location or
 * role) and the image fields.
 */
export const entryTeaserSchema = v.object({
  id: entityIdSchema,
  title: v.string(),
  url: v.string(),
  date: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  end: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp())), null),
  subtitle: v.optional(v.string(), ''),
  ...imageReadEntries,
});

export type EntryTeaser = v.InferOutput<typeof entryTeaserSchema>;
