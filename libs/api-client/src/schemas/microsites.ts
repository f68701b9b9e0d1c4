import * as v from 'valibot';

/** spec 2: the microsite groups, in the footer's order. */
export const micrositeCategories = [
  'fachbereich-musik',
  'fachbereich-kunst-und-design',
  'weitere-themen',
] as const;
export type MicrositeCategory = (typeof micrositeCategories)[number];

/** spec 3: a microsite link of the footer variant (`/api/microsites/?simple=true`). */
export const micrositeLinkSchema = v.object({ name: v.string(), url: v.string() });
export type MicrositeLink = v.InferOutput<typeof micrositeLinkSchema>;

/** A microsite of the full variant (`/api/microsites/`): the link plus a description and image. */
export const micrositeSchema = v.object({
  ...micrositeLinkSchema.entries,
  description: v.optional(v.string(), ''),
  image_url: v.optional(v.nullable(v.string()), null),
});
export type Microsite = v.InferOutput<typeof micrositeSchema>;

function byCategory<TItem extends v.GenericSchema>(item: TItem) {
  const list = v.optional(v.array(item), []);
  return v.object({
    'fachbereich-musik': list,
    'fachbereich-kunst-und-design': list,
    'weitere-themen': list,
  });
}

/** spec 3: the full microsites answer, keyed by category. */
export const micrositesSchema = byCategory(micrositeSchema);
export type Microsites = v.InferOutput<typeof micrositesSchema>;

/** spec 3: the simple (footer) microsites answer, keyed by category. */
export const micrositesFooterSchema = byCategory(micrositeLinkSchema);
export type MicrositesFooter = v.InferOutput<typeof micrositesFooterSchema>;
