import * as v from 'valibot';
import { validationMessages as m } from '../validation-messages';

/** spec 5/9: headline levels of the base set (2 to 6). */
export const headlineLevels = [2, 3, 4, 5, 6] as const;
/** spec 5/9: headline levels of the secondary set (2 to 4). */
export const secondaryHeadlineLevels = [2, 3, 4] as const;

export type HeadlineLevel = (typeof headlineLevels)[number];
export type SecondaryHeadlineLevel = (typeof secondaryHeadlineLevels)[number];

/** spec 5: a headline level of the base set, 2 to 6. */
export const headlineLevelSchema = v.picklist(headlineLevels, m.headlineLevel);
/** spec 5: a headline level of the secondary set, 2 to 4. */
export const secondaryHeadlineLevelSchema = v.picklist(secondaryHeadlineLevels, m.headlineLevel);

const levelOption = <L extends HeadlineLevel>(value: L) => ({ value, label: `blockFields.option.level${value}` as const });

/** The headline levels as select options (label keys in `@aula/i18n`). */
export const headlineLevelOptions = headlineLevels.map(levelOption);
/** The secondary set as select options. */
export const secondaryHeadlineLevelOptions = secondaryHeadlineLevels.map(levelOption);
