import type { Locale } from '@aula/routing';
import { text } from '../editor-text';

/** The name of language `of` in the editor's language `locale` ("Englisch", "German"). */
export const languageName = (locale: Locale, of: Locale) =>
  text(
    locale,
    of === 'de' ? 'together.translation.language.de' : 'together.translation.language.en',
  );

/** The other of the two languages. */
export const otherLocale = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');
