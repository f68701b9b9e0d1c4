import type { Locale } from './language';
import type { SectionTranslation } from './translation';

/** Per language: sections missing (or empty) there, and fields empty there only. */
export interface TranslationCounts {
  sectionsMissing: Record<Locale, number>;
  fieldsEmpty: Record<Locale, number>;
}

/**
 * DESIGN.md 8 and 9: the one way missing translations are counted, by the editor toolbar for a
 * page and by the admin dashboard for the whole site: a section missing in a language counts once,
 * and each field filled in one language only counts once for the language it is empty in.
 */
export function translationCounts(sections: readonly SectionTranslation[]): TranslationCounts {
  const counts: TranslationCounts = {
    sectionsMissing: { de: 0, en: 0 },
    fieldsEmpty: { de: 0, en: 0 },
  };
  for (const entry of sections) {
    if (entry.missingIn) counts.sectionsMissing[entry.missingIn] += 1;
    for (const gap of entry.gaps) counts.fieldsEmpty[gap.emptyIn] += 1;
  }
  return counts;
}

/** All of them together: the dashboard's single figure. */
export const translationCountTotal = ({ sectionsMissing, fieldsEmpty }: TranslationCounts) =>
  sectionsMissing.de + sectionsMissing.en + fieldsEmpty.de + fieldsEmpty.en;
