/** How many news, events and persons the demo content holds at a scale. */
export interface DemoVolume {
  news: number;
  events: number;
  persons: number;
}

/**
 * The demo volume at `scale`: the small seed at 1 (what the e2e suite and the screens show), and
 * for benchmarks 100 news, 50 events and 20 persons per unit of scale, so that `--scale 100`
 * holds the large site the budgets of DESIGN.md 5 are measured on: 10,000 news, 5,000 events and
 * 2,000 persons.
 */
export function demoVolume(scale = 1): DemoVolume {
  if (scale <= 1) return { news: 48, events: 48, persons: 60 };
  return {
    news: Math.round(100 * scale),
    events: Math.round(50 * scale),
    persons: Math.round(20 * scale),
  };
}
