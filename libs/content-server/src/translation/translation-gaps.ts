import { blockDefinitions, type Locale, type TranslationGap } from '@aula/api-client';

/** A block of a section as stored: its model and its data (list items inline as `children`). */
export interface StoredBlock {
  model: string;
  data: Record<string, unknown>;
}

/** Field kinds whose value is written per language; selects, booleans and anchors are not compared. */
const comparedKinds = new Set([
  'text',
  'richText',
  'embed',
  'link',
  'image',
  'children',
  'entityReference',
]);

/** Whether a field value says nothing: empty text, markup without text, no image, no items. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim() === ''
    );
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The fields of `model` that are compared across languages. */
function comparedFields(model: string): string[] {
  const definition = (
    blockDefinitions as Record<string, { fields: Record<string, { kind: string }> } | undefined>
  )[model];
  return definition
    ? Object.entries(definition.fields)
        .filter(([, field]) => comparedKinds.has(field.kind))
        .map(([name]) => name)
    : [];
}

/**
 * DESIGN.md 8: the gaps between a section in `locale` (`here`) and its counterpart in `other`,
 * blocks paired by their order: a block only one side has is a whole-block gap; for paired
 * blocks of the same model, each field filled on one side and empty on the other.
 */
export function translationGaps(
  here: readonly StoredBlock[],
  there: readonly StoredBlock[],
  locale: Locale,
  other: Locale,
): TranslationGap[] {
  const gaps: TranslationGap[] = [];
  const count = Math.max(here.length, there.length);
  for (let block = 0; block < count; block += 1) {
    const mine = here[block];
    const theirs = there[block];
    if (!mine || !theirs) {
      const present = (mine ?? theirs) as StoredBlock;
      gaps.push({ block, model: present.model, field: null, emptyIn: mine ? other : locale });
      continue;
    }
    if (mine.model !== theirs.model) continue;
    for (const field of comparedFields(mine.model)) {
      const emptyHere = isEmptyValue(mine.data[field]);
      const emptyThere = isEmptyValue(theirs.data[field]);
      if (emptyHere !== emptyThere)
        gaps.push({ block, model: mine.model, field, emptyIn: emptyHere ? locale : other });
    }
  }
  return gaps;
}
