import { blocks } from './catalogues/blocks';
import { core } from './catalogues/core';
import { ui } from './catalogues/ui';

/** Every UI text of the site, merged from the per-area catalogues. */
export const messages = {
  de: { ...core.de, ...ui.de, ...blocks.de },
  en: { ...core.en, ...ui.en, ...blocks.en },
} as const;

export type MessageKey = keyof typeof messages.de;
export type MessageLocale = keyof typeof messages;

/** The UI text for a key in a language. */
export function t(locale: MessageLocale, key: MessageKey): string {
  return messages[locale][key];
}
