import { describe, expect, it } from 'vitest';
import { pageHandOver } from './page-hand-over';

describe('pageHandOver (a filter hands over to the next page of the same list)', () => {
  it('gives to the same path only; peek leaves it, take and drop clear it', () => {
    const handOver = pageHandOver<string>();
    handOver.give('/de/personen', 'typed');
    expect(handOver.peek('/en/person')).toBeNull();
    expect(handOver.peek('/de/personen')).toBe('typed');
    expect(handOver.take('/de/personen')).toBe('typed');
    expect(handOver.peek('/de/personen')).toBeNull();
    handOver.give('/de/neuigkeiten', 'chip');
    handOver.drop();
    expect(handOver.take('/de/neuigkeiten')).toBeNull();
  });
});
