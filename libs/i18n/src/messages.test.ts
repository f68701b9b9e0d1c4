import { describe, expect, it } from 'vitest';
import { catalogues, isMessageKey, messages, t } from './messages';

describe('messages', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.de).sort());
  });

  it('has a text for every key', () => {
    for (const texts of [messages.de, messages.en]) {
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    }
  });

  it('never defines a key in two catalogues', () => {
    const seen = new Map<string, string>();
    for (const [name, catalogue] of Object.entries(catalogues)) {
      for (const key of Object.keys(catalogue.de)) {
        expect(seen.get(key), `${key} in ${name}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });

  it('looks up a text per language', () => {
    expect(t('de', 'news.title')).toBe('Neuigkeiten');
    expect(t('en', 'news.title')).toBe('News');
  });

  it("carries the spec's exact texts (spec 2, 5, 8)", () => {
    expect(t('de', 'error.notFound.message')).toBe(
      'Diese Seite konnte leider nicht gefunden werden',
    );
    expect(t('en', 'error.notFound.message')).toBe('This page could not be found');
    expect(t('en', 'error.notFound.title')).toBe('404 - Page Not found');
    expect(t('en', 'error.general.title')).toBe('An error occurred');
    expect(t('en', 'error.general.message')).toBe('An error occurred');
    expect(t('en', 'error.errorPage.message')).toBe(
      'An error occurred while showing the error page',
    );
    expect([
      t('en', 'validation.emailInvalid'),
      t('en', 'validation.emailRequired'),
      t('en', 'validation.nameRequired'),
      t('en', 'validation.newsletterRequired'),
      t('en', 'validation.required'),
      t('en', 'validation.emailAddressInvalid'),
    ]).toEqual([
      'E-mail is not valid',
      'E-mail is required',
      'Name is required',
      'Please select one of the newsletters',
      'This field is required!',
      'Invalid e-mail address!',
    ]);
    expect(t('de', 'validation.emailRequired')).toBe('E-Mail ist erforderlich');
  });

  it('tells message keys from other strings', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('validation.unknown')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
