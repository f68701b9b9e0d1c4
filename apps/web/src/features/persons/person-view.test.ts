import { describe, expect, it } from 'vitest';
import { readPersonView } from './person-view';

describe('readPersonView (spec 2: grid is the default list type)', () => {
  it('reads list only from view=list', () => {
    expect(readPersonView('list')).toBe('list');
    expect(readPersonView('grid')).toBe('grid');
  });

  it('reads absent, unknown and repeated values as the grid', () => {
    expect(readPersonView(undefined)).toBe('grid');
    expect(readPersonView('table')).toBe('grid');
    expect(readPersonView('LIST')).toBe('grid');
    expect(readPersonView(['list', 'grid'])).toBe('grid');
  });
});
