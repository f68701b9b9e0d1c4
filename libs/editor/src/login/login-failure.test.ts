import { HttpError, NetworkError, ValidationError } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { loginFailure } from './LoginForm';

describe('what a failed login shows (spec 6)', () => {
  it('one message for wrong credentials, field messages for empty fields, the rate limit, anything else', () => {
    expect(loginFailure(new ValidationError('/login/', {}))).toEqual({
      form: 'editor.login.failed',
      fields: {},
    });
    expect(
      loginFailure(new ValidationError('/login/', { password: ['validation.required'] })),
    ).toEqual({ form: null, fields: { password: 'validation.required' } });
    expect(loginFailure(new HttpError('/login/', 429))).toEqual({
      form: 'editor.login.rateLimited',
      fields: {},
    });
    expect(loginFailure(new NetworkError('/login/', null))).toEqual({
      form: 'editor.login.error',
      fields: {},
    });
  });
});
