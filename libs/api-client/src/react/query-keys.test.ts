import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('starts every key with its area, so an area is invalidated whole', () => {
    for (const [area, keys] of Object.entries(queryKeys)) {
      expect(keys.all).toEqual([area]);
      for (const [name, key] of Object.entries(keys)) {
        if (typeof key !== 'function') continue;
        const made = (key as (...args: unknown[]) => readonly unknown[])('de', 1, 2, 3);
        expect(made[0], `${area}.${name}`).toBe(area);
      }
    }
  });

  it('keys the visitor lists of the browser by language and filter', () => {
    const filter = { category: 'lehrende', search: 'Ma' };
    expect(queryKeys.persons.list('de', filter)).not.toEqual(queryKeys.persons.list('en', filter));
    expect(queryKeys.persons.list('de', filter)).not.toEqual(
      queryKeys.persons.list('de', { ...filter, search: 'Mar' }),
    );
    expect(queryKeys.pressReleases.list('de')).not.toEqual(queryKeys.pressReleases.list('en'));
  });
});
