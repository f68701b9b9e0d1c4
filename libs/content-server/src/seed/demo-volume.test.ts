import { describe, expect, it } from 'vitest';
import { demoVolume } from './demo-volume';

describe('demoVolume', () => {
  it('keeps the small seed at scale 1', () => {
    expect(demoVolume()).toEqual({ news: 48, events: 48, persons: 60 });
    expect(demoVolume(1)).toEqual(demoVolume());
  });

  it('holds 10,000 news, 5,000 events and 2,000 persons at scale 100 (DESIGN.md 5)', () => {
    expect(demoVolume(100)).toEqual({ news: 10_000, events: 5_000, persons: 2_000 });
  });
});
