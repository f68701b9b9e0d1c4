import type { SectionTranslation, TranslationStatus } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { text } from '../editor-text';
import { languageName } from './language-name';

/** The lines of the toolbar's status ("3 sections missing in English", "2 fields empty in German"). */
export function summaryLines(locale: Locale, status: TranslationStatus): string[] {
  const lines: string[] = [];
  for (const language of [status.other, status.locale]) {
    const sections = status.sections.filter((entry) => entry.missingIn === language).length;
    const fields = status.sections
      .flatMap((entry) => entry.gaps)
      .filter((gap) => gap.emptyIn === language).length;
    const name = languageName(locale, language);
    if (sections > 0)
      lines.push(
        text(
          locale,
          sections === 1
            ? 'together.status.sectionsMissing.one'
            : 'together.status.sectionsMissing.many',
          { count: sections, language: name },
        ),
      );
    if (fields > 0)
      lines.push(
        text(
          locale,
          fields === 1 ? 'together.status.fieldsEmpty.one' : 'together.status.fieldsEmpty.many',
          { count: fields, language: name },
        ),
      );
  }
  return lines;
}

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
  const byLanguage = new Map<Locale, number>();
  for (const gap of entry.gaps) byLanguage.set(gap.emptyIn, (byLanguage.get(gap.emptyIn) ?? 0) + 1);
  return [...byLanguage]
    .map(([language, count]) =>
      text(locale, count === 1 ? 'together.flag.field' : 'together.flag.fields', {
        count,
        language: languageName(locale, language),
      }),
    )
    .join(' · ');
}

/** One line of the list: which section lacks what, in which language. */
export function itemText(locale: Locale, entry: SectionTranslation, number: number): string {
  if (entry.missingIn)
    return text(locale, 'together.status.item.section', {
      number,
      language: languageName(locale, entry.missingIn),
    });
  const language = entry.gaps[0]?.emptyIn ?? 'en';
  const key =
    entry.gaps.length === 1 ? 'together.status.item.field' : 'together.status.item.fields';
  return text(locale, key, {
    number,
    count: entry.gaps.length,
    language: languageName(locale, language),
  });
}
