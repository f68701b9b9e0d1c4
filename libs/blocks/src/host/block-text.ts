import { type MessageKey, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';

/** Fills `{name}` placeholders of a catalogue text. */
export function formatText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The UI texts of the blocks in one language. Resolved on the server: client islands receive
 * the finished strings as props, so the catalogue never ships to the browser for them.
 */
export function blockText(
  locale: Locale,
): (key: MessageKey, values?: Record<string, string | number>) => string {
  return (key, values) => formatText(t(locale, key), values);
}
