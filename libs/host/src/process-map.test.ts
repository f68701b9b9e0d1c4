import { describe, expect, it } from 'vitest';
import { processMap } from './process-map';

describe('processMap', () => {
  it('keeps a value until it expires', () => {
    const map = processMap<number>('aula.test.expiry', { ttl: 10, maxSize: 5 });
    map.set('a', 1, 0);
    expect(map.get('a', 9)).toBe(1);
    expect(map.get('a', 10)).toBeUndefined();
    expect(map.get('a', 0)).toBeUndefined();
  });

  it('drops the oldest entry past its size', () => {
    const map = processMap<number>('aula.test.size', { ttl: 10, maxSize: 2 });
    map.set('a', 1, 0);
    map.set('b', 2, 0);
    map.set('a', 3, 0);
    map.set('c', 4, 0);
    expect([map.get('a', 1), map.get('b', 1), map.get('c', 1)]).toEqual([3, undefined, 4]);
  });

  it('is one map per process and name, which a plain Map clear() empties', () => {
    processMap<number>('aula.test.shared', { ttl: 10, maxSize: 2 }).set('a', 1, 0);
    expect(processMap<number>('aula.test.shared', { ttl: 10, maxSize: 2 }).get('a', 1)).toBe(1);
    (globalThis as Record<symbol, Map<string, unknown> | undefined>)[
      Symbol.for('aula.test.shared')
    ]?.clear();
    expect(
      processMap<number>('aula.test.shared', { ttl: 10, maxSize: 2 }).get('a', 1),
    ).toBeUndefined();
  });
});
