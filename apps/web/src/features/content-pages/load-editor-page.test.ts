import { describe, expect, it } from 'vitest';
import { versionId } from './load-editor-page';

describe('versionId', () => {
  it('reads a positive version number from ?v=', () => {
    expect(versionId('7')).toBe(7);
    expect(versionId(['3', '4'])).toBe(3);
    expect(versionId('0')).toBeUndefined();
    expect(versionId('x')).toBeUndefined();
    expect(versionId(undefined)).toBeUndefined();
    // spec 5: beyond PostgreSQL's integer is no version (the API would refuse it).
    expect(versionId('2147483648')).toBeUndefined();
    expect(versionId('2147483647')).toBe(2147483647);
  });
});
