/** The pinned "today" of the tests: half the demo events lie before it, half after. */
export const testToday = new Date('2026-11-22T10:00:00Z');
