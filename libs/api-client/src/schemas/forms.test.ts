import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/module-fixtures';
import { loginInputSchema } from './login';
import { newsletterSignupInputSchema } from './newsletter';

describe('newsletter sign-up (spec 5)', () => {
  const valid = { email: 'a@example.org', name: 'Ada', newsletters: [1] };

  it('accepts a complete sign-up', () => {
    expect(issueKeys(newsletterSignupInputSchema, valid)).toEqual([]);
  });

  it('names each missing or wrong field by its message key', () => {
    expect(issueKeys(newsletterSignupInputSchema, { ...valid, email: '' })).toEqual([
      'validation.emailRequired',
    ]);
    expect(issueKeys(newsletterSignupInputSchema, { ...valid, email: 'a@b' })).toEqual([
      'validation.emailInvalid',
    ]);
    expect(issueKeys(newsletterSignupInputSchema, { ...valid, name: ' ' })).toEqual([
      'validation.nameRequired',
    ]);
    expect(issueKeys(newsletterSignupInputSchema, { ...valid, newsletters: [] })).toEqual([
      'validation.newsletterRequired',
    ]);
    expect(issueKeys(newsletterSignupInputSchema, {})).toEqual([
      'validation.emailRequired',
      'validation.nameRequired',
      'validation.newsletterRequired',
    ]);
  });
});

describe('login', () => {
  it('requires username and password', () => {
    expect(issueKeys(loginInputSchema, { username: 'editor', password: 'secret' })).toEqual([]);
    expect(issueKeys(loginInputSchema, { username: '', password: '' })).toEqual([
      'validation.required',
      'validation.required',
    ]);
  });
});
