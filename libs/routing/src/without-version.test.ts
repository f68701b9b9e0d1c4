import { describe, expect, it } from 'vitest';
import { withoutVersion } from './without-version';

describe('withoutVersion (spec 4, 6)', () => {
  it('is null without a version parameter', () => {
    expect(withoutVersion('')).toBeNull();
    expect(withoutVersion('?page=2&version=3')).toBeNull();
  });

  it('drops every v and keeps the other parameters', () => {
    expect(withoutVersion('?v=3')).toBe('');
    expect(withoutVersion('?page=2&v=3&q=a+b')).toBe('?page=2&q=a+b');
    expect(withoutVersion('?v=1&v=2&edit')).toBe('?edit=');
  });
});
