/**
 * The DOM id of a field of a block form: unique per block (`idPrefix`) and per field path
 * (`content`, `children.1.content`), so the error summary can link to it.
 */
export function fieldId(idPrefix: string, path: string): string {
  return `${idPrefix}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
