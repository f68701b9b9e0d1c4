import { formatText } from '@aula/blocks';
import { t, type MessageKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';

/** An editor text in `locale` with its `{name}` placeholders filled. */
export function text(
  locale: Locale,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  return formatText(t(locale, key), values);
}
