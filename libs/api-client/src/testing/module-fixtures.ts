import * as v from 'valibot';

/** The common read fields of a module, for test fixtures. */
export function baseFields(id = 1) {
  return { id, slug: null, parent: null, content_type: null, object_id: null, version: 1 };
}

/** The image read fields, for test fixtures. */
export const imageFields = {
  image: 7,
  image_url: '/media/7/horizontal.webp',
  alt: 'A studio',
  width: 1240,
  height: 700,
  thumbs: [{ url: '/media/7/640.webp', width: 640 }],
};

/** The message keys of the issues a schema reports for a value (empty when valid). */
export function issueKeys(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}
