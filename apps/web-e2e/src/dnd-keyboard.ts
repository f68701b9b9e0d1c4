import type { Page } from '@playwright/test';

/**
 * dnd-kit's keyboard sensor starts the drag (and its announcement) at once but listens for the
 * arrow keys only from its next timer task on. Timers run in order: one timer task later, the
 * next key counts. A person never presses that fast; a test does.
 */
export const sensorListening = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
