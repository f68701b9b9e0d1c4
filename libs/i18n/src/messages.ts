import { admin } from './catalogues/admin';
import { adminDashboard } from './catalogues/admin-dashboard';
import { blockFields } from './catalogues/block-fields';
import { blockRules } from './catalogues/block-rules';
import { blocks } from './catalogues/blocks';
import { core } from './catalogues/core';
import { editor } from './catalogues/editor';
import { editorForms } from './catalogues/editor-forms';
import { media } from './catalogues/media';
import { errors } from './catalogues/errors';
import { pages } from './catalogues/pages';
import { publishing } from './catalogues/publishing';
import { structureHistory } from './catalogues/structure-history';
import { screens } from './catalogues/screens';
import { seo } from './catalogues/seo';
import { structure } from './catalogues/structure';
import { together } from './catalogues/together';
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
    ...media.de,
    ...seo.de,
    ...structure.de,
    ...together.de,
    ...blockRules.de,
    ...admin.de,
    ...adminDashboard.de,
    ...publishing.de,
    ...structureHistory.de,
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
    ...media.en,
    ...seo.en,
    ...structure.en,
    ...together.en,
    ...blockRules.en,
    ...admin.en,
    ...adminDashboard.en,
    ...publishing.en,
    ...structureHistory.en,
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
  media,
  seo,
  structure,
  together,
  blockRules,
  admin,
  adminDashboard,
  publishing,
  structureHistory,
};

/** The UI text for a key in a language. */
export function t(locale: MessageLocale, key: MessageKey): string {
  return messages[locale][key];
}

/** Whether a string from elsewhere (an API issue, a screen id) names a text of the catalogues. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(messages.de, key);
}
