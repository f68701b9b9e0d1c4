import { formatText } from '@aula/blocks';
import { isMessageKey, t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';

/** A catalogue text in the editor's language, with `{name}` placeholders filled. */
export type FormText = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The texts of the forms in one language. */
export function formText(locale: Locale): FormText {
  return (key, values) => formatText(t(locale, key), values);
}

/**
 * A validation message in the editor's language. Schemas and the server name their messages by
 * i18n key (`validation.required`); anything else (a message this version does not know) is
 * shown as the generic "not valid" text rather than as a raw key.
 */
export function errorText(locale: Locale, message: string | undefined): string {
  return t(locale, isMessageKey(message) ? message : 'editorForms.invalid');
}
