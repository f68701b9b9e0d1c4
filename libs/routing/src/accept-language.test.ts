import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localeFromAcceptLanguage } from './accept-language';

describe('localeFromAcceptLanguage (spec 9)', () => {
  it('defaults to German', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('de');
    expect(localeFromAcceptLanguage('')).toBe('de');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9')).toBe('de');
    expect(localeFromAcceptLanguage('*')).toBe('de');
  });

  it('picks the site language the visitor weights highest', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr;q=1, en;q=0.8, de;q=0.9')).toBe('de');
    expect(localeFromAcceptLanguage('de;q=0.5, EN-gb;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0, de;q=0.1')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0')).toBe('de');
    expect(localeFromAcceptLanguage('en, de')).toBe('en');
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (header) => ['de', 'en'].includes(localeFromAcceptLanguage(header))),
    );
  });
});

describe('localeFromAcceptLanguage for the login page (spec 6)', () => {
  it('takes the first of equally weighted languages and skips the others', () => {
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.8,de;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('de;q=0.4, en-GB;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0, de-AT')).toBe('de');
    expect(localeFromAcceptLanguage(null)).toBe('de');
  });
});
