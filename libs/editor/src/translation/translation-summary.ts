import {
  translationCounts,
  type SectionTranslation,
  type TranslationCounts,
  type TranslationStatus,
} from '@aula/api-client';
import { pluralKey, type PluralKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import { languageName } from './language-name';

/** A text said by a count, in the singular or the plural as the language has it. */
const counted = (
  locale: Locale,
  base: PluralKey,
  count: number,
  values: Record<string, string | number>,
) => text(locale, pluralKey(locale, base, count), { count, ...values });

/** The empty fields of a section by the language they are empty in. */
function gapsByLanguage(entry: SectionTranslation): [Locale, number][] {
  const counts = translationCounts([entry]).fieldsEmpty;
  return (['en', 'de'] as const).flatMap((language) =>
    counts[language] > 0 ? [[language, counts[language]] as [Locale, number]] : [],
  );
}

/**
 * Counts said as lines ("3 sections missing in English", "1 field empty in German"), language
 * by language in `order`: the toolbar's status and the dashboard's list of pages (DESIGN.md 8, 9).
 */
export function countLines(
  locale: Locale,
  counts: TranslationCounts,
  order: readonly Locale[] = ['en', 'de'],
): string[] {
  const lines: string[] = [];
  for (const language of order) {
    const values = { language: languageName(locale, language) };
    const sections = counts.sectionsMissing[language];
    const fields = counts.fieldsEmpty[language];
    if (sections > 0)
      lines.push(counted(locale, 'together.status.sectionsMissing', sections, values));
    if (fields > 0) lines.push(counted(locale, 'together.status.fieldsEmpty', fields, values));
  }
  return lines;
}

/**
 * The lines of the toolbar's status, the other language first, counted by `translationCounts`
 * as the admin dashboard counts them.
 */
export const summaryLines = (locale: Locale, status: TranslationStatus): string[] =>
  countLines(locale, translationCounts(status.sections), [status.other, status.locale]);

/** The flag of one section on the page ("Missing in English", "2 fields empty in German"). */
export function flagText(locale: Locale, entry: SectionTranslation): string {
  if (entry.missingIn)
    return text(
      locale,
      entry.section === null ? 'together.flag.onlyOther' : 'together.flag.missing',
      {
        language: languageName(
          locale,
          entry.section === null ? (entry.missingIn === 'de' ? 'en' : 'de') : entry.missingIn,
        ),
      },
    );
  return gapsByLanguage(entry)
    .map(([language, count]) =>
      counted(locale, 'together.flag.fieldsEmpty', count, {
        language: languageName(locale, language),
      }),
    )
    .join(' · ');
}

/** One line of the list: which section lacks what, in which language (each language its own count). */
export function itemText(locale: Locale, entry: SectionTranslation, number: number): string {
  if (entry.missingIn)
    return text(locale, 'together.status.item.section', {
      number,
      language: languageName(locale, entry.missingIn),
    });
  return gapsByLanguage(entry)
    .map(([language, count]) =>
      counted(locale, 'together.status.item.fieldsEmpty', count, {
        number,
        language: languageName(locale, language),
      }),
    )
    .join(' · ');
}
