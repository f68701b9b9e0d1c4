import { type MessageKey, t } from '@aula/i18n';
import type { Locale, ScreenId } from '@aula/routing';

/** spec 2: the translated title of a screen (`screen.{id}` in the catalogues; a missing one fails the type check). */
export function screenTitle(screen: ScreenId, locale: Locale): string {
  const key: MessageKey = `screen.${screen}`;
  return t(locale, key);
}
