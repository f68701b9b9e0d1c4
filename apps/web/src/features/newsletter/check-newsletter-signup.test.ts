import { describe, expect, it } from 'vitest';
import { checkNewsletterSignup } from './check-newsletter-signup';

describe('checkNewsletterSignup (spec 5)', () => {
  it("gives the spec's translated messages per field", () => {
    const result = checkNewsletterSignup('en', { email: '', name: '', newsletters: [] });
    expect(result.input).toBeNull();
    expect(result.errors).toEqual({
      email: 'E-mail is required',
      name: 'Name is required',
      newsletters: 'Please select one of the newsletters',
    });
  });

  it('says an e-mail is not valid, in German too', () => {
    const result = checkNewsletterSignup('de', { email: 'nope', name: 'Ada', newsletters: ['1'] });
    expect(result.errors).toEqual({ email: 'E-Mail ist nicht gültig' });
  });

  it('gives the API input when valid', () => {
    const result = checkNewsletterSignup('en', {
      email: ' ada@example.org ',
      name: 'Ada',
      newsletters: ['1', '3'],
    });
    expect(result).toEqual({
      input: { email: 'ada@example.org', name: 'Ada', newsletters: [1, 3] },
      errors: {},
    });
  });
});
