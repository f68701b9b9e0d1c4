import type { MessageKey, MessageLocale } from './messages';

/**
 * The texts said by a count: a pair of keys `{base}.one` and `{base}.other`, named after the CLDR
 * plural categories (German and English have these two).
 */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.one`
    ? `${Base}.other` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

const rules: Record<MessageLocale, Intl.PluralRules> = {
  de: new Intl.PluralRules('de'),
  en: new Intl.PluralRules('en'),
};

/** The key of the form a count takes in a language: "1 Feld", "2 Felder", "0 fields". */
export function pluralKey(locale: MessageLocale, base: PluralKey, count: number): MessageKey {
  return `${base}.${rules[locale].select(count) === 'one' ? 'one' : 'other'}` as MessageKey;
}
