import { describe, expect, it } from 'vitest';
import { loginUrl } from './login-url';

describe('the login page address (spec 6)', () => {
  it('links to the login with the way back', () => {
    expect(loginUrl('en', '/en/news?edit')).toBe('/admin/login?lang=en&next=%2Fen%2Fnews%3Fedit');
  });
});
