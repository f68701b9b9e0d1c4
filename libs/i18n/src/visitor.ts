import { core } from './catalogues/core';
import { errors } from './catalogues/errors';
import { ui } from './catalogues/ui';

/** Dates as the whole site shows them (spec 9), for browser code that reads this slice. */
export { formatDate } from './format-date';

/**
 * DESIGN.md 5: the texts that code running in a visitor's browser may read (site chrome, error
 * pages), a slice of the catalogues. Importing `t` from `@aula/i18n` ships every catalogue
 * (editor and form texts included) into each client chunk that uses it; this slice ships three
 * (the screens' titles are rendered on the server).
 * A browser component that needs a text from another catalogue gets it from the server as a prop,
 * or its catalogue joins this list (the type check names the key that is missing).
 */
export const visitorMessages = {
  de: { ...core.de, ...errors.de, ...ui.de },
  en: { ...core.en, ...errors.en, ...ui.en },
} as const;

export type VisitorMessageKey = keyof typeof visitorMessages.de;

/** The UI text for a key of the visitor slice in a language: the same text `t` of `@aula/i18n` gives. */
export function t(locale: keyof typeof visitorMessages, key: VisitorMessageKey): string {
  return visitorMessages[locale][key];
}
