import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from './field-errors';
import { newsletterSignupInputSchema } from './newsletter';

describe('issuesToFieldErrors', () => {
  it('groups message keys by field path', () => {
    const result = v.safeParse(newsletterSignupInputSchema, {
      email: 'x',
      name: '',
      newsletters: [1],
    });
    expect(result.success ? {} : issuesToFieldErrors(result.issues)).toEqual({
      email: ['validation.emailInvalid'],
      name: ['validation.nameRequired'],
    });
  });
});
