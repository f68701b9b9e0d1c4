// The cache tags an entry depends on: a page's from its `x-next-cache-tags` header, a fetch's
// from its own tags and those of the request that reads it (`tags`, `softTags`).

const pageTagsHeader = 'x-next-cache-tags';

/** @param {any} entry the stored `{ value, tags }` @param {any} ctx the `get` context */
export function entryTags(entry, ctx) {
  const tags = new Set(entry?.tags ?? []);
  const header = entry?.value?.headers?.[pageTagsHeader];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  return [...tags];
}

/** Whether any tag was invalidated after the entry was stored (`invalidatedAt`: ms per tag, or null). */
export function isInvalidated(lastModified, invalidatedAt) {
  return invalidatedAt.some((at) => at !== null && at !== undefined && Number(at) >= lastModified);
}
