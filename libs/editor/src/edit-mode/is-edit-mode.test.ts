import { describe, expect, it } from 'vitest';
import { isEditMode } from './is-edit-mode';

describe('isEditMode', () => {
  it('is on when the edit parameter is present, with or without a value', () => {
    expect(isEditMode('?edit')).toBe(true);
    expect(isEditMode('?edit=1&x=2')).toBe(true);
    expect(isEditMode(new URLSearchParams('edit='))).toBe(true);
  });

  it('is off otherwise', () => {
    expect(isEditMode('')).toBe(false);
    expect(isEditMode('?editor=1')).toBe(false);
  });
});
