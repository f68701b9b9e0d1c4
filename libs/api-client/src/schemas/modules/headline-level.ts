import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';
import { containerLayouts, type ContainerLayoutIndex } from './container-module';

/** spec 5/9: headline levels of the base set (2 to 6). */
export const headlineLevels = [2, 3, 4, 5, 6] as const;
/** spec 5/9: headline levels of the secondary set (2 to 4). */
export const secondaryHeadlineLevels = [2, 3, 4] as const;

export type HeadlineLevel = (typeof headlineLevels)[number];
export type SecondaryHeadlineLevel = (typeof secondaryHeadlineLevels)[number];

/** spec 5: a headline level of the base set, 2 to 6. */
export const headlineLevelSchema = v.picklist(headlineLevels, m.headlineLevel);
/** spec 5: a headline level of the secondary set, 2 to 4 (where it applies: `isNarrowColumn`). */
export const secondaryHeadlineLevelSchema = v.picklist(
  secondaryHeadlineLevels,
  m.headlineLevelSecondary,
);

const levelOption = <L extends HeadlineLevel>(value: L) => ({
  value,
  label: `blockFields.option.level${value}` as const,
});

/** The headline levels as select options (label keys in `@aula/i18n`). */
export const headlineLevelOptions = headlineLevels.map(levelOption);
/** The secondary set as select options. */
export const secondaryHeadlineLevelOptions = secondaryHeadlineLevels.map(levelOption);

/**
 * spec 5, Aula's rule for where the secondary set applies: a column of at most a third of the
 * 12-column grid (span 4 or less: the 33 % columns of 67-33, 33-67 and 33-33-33 and the 25 %
 * columns of 25-50-25) is narrow. Five heading sizes cannot be told apart in a column that
 * narrow, and a deep outline in a side column suggests structure it does not have, so its
 * headlines use levels 2 to 4; full-width, half and two-thirds columns keep 2 to 6.
 */
export const narrowColumnMaxSpan = 4;

/** Whether column `column` of container layout `layout` is narrow (see `narrowColumnMaxSpan`). */
export function isNarrowColumn(layout: number, column: number): boolean {
  const span = containerLayouts[layout as ContainerLayoutIndex]?.spans[column];
  return span !== undefined && span <= narrowColumnMaxSpan;
}

/** The headline level set of a block in column `column` of layout `layout`. */
export function headlineLevelSetOf(layout: number, column: number): 'base' | 'secondary' {
  return isNarrowColumn(layout, column) ? 'secondary' : 'base';
}
