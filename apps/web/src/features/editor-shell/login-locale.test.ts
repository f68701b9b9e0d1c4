import { describe, expect, it } from 'vitest';
import { loginLocale } from './login-locale';
import { loginUrl } from './login-url';

describe('the login page language (spec 6)', () => {
  it('follows ?lang=, else the browser languages in order of preference, else German', () => {
    expect(loginLocale('en', 'de-DE')).toBe('en');
    expect(loginLocale('fr', 'fr-FR,en;q=0.8,de;q=0.5')).toBe('en');
    expect(loginLocale(undefined, 'de;q=0.4, en-GB;q=0.9')).toBe('en');
    expect(loginLocale(undefined, 'en;q=0, de-AT')).toBe('de');
    expect(loginLocale(undefined, null)).toBe('de');
  });

  it('links to the login with the way back', () => {
    expect(loginUrl('en', '/en/news?edit')).toBe('/admin/login?lang=en&next=%2Fen%2Fnews%3Fedit');
  });
});
