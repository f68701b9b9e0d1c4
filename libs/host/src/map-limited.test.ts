import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited';

describe('mapLimited', () => {
  it('maps in order with at most `limit` loads at a time', async () => {
    let running = 0;
    let most = 0;
    const doubled = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (value) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running -= 1;
      return value * 2;
    });
    expect(doubled).toEqual([10, 2, 8, 4, 6, 0]);
    expect(most).toBe(2);
  });

  it('maps nothing to nothing', async () => {
    expect(await mapLimited([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
