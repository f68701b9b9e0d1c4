import { blockFields } from './catalogues/block-fields';
import { blocks } from './catalogues/blocks';
import { core } from './catalogues/core';
import { editor } from './catalogues/editor';
import { editorForms } from './catalogues/editor-forms';
import { errors } from './catalogues/errors';
import { pages } from './catalogues/pages';
import { publishing } from './catalogues/publishing';
import { screens } from './catalogues/screens';
import { seo } from './catalogues/seo';
import { ui } from './catalogues/ui';
import { validation } from './catalogues/validation';

/** Every UI text of the site, merged from the per-area catalogues. */
export const messages = {
  de: {
    ...core.de,
    ...screens.de,
    ...errors.de,
    ...validation.de,
    ...ui.de,
    ...blocks.de,
    ...blockFields.de,
    ...pages.de,
    ...editor.de,
    ...editorForms.de,
    ...seo.de,
    ...publishing.de,
  },
  en: {
    ...core.en,
    ...screens.en,
    ...errors.en,
    ...validation.en,
    ...ui.en,
    ...blocks.en,
    ...blockFields.en,
    ...pages.en,
    ...editor.en,
    ...editorForms.en,
    ...seo.en,
    ...publishing.en,
  },
} as const;

export type MessageKey = keyof typeof messages.de;
export type MessageLocale = keyof typeof messages;

/** The catalogues, for the test that no two of them define the same key. */
export const catalogues = {
  core,
  screens,
  errors,
  validation,
  ui,
  blocks,
  blockFields,
  pages,
  editor,
  editorForms,
  seo,
  publishing,
};

/** The UI text for a key in a language. */
export function t(locale: MessageLocale, key: MessageKey): string {
  return messages[locale][key];
}

/** Whether a string from elsewhere (an API issue, a screen id) names a text of the catalogues. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(messages.de, key);
}
