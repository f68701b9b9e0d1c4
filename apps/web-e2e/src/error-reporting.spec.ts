import { expect, test, type Response } from '@playwright/test';

/** The JSON log lines of the error reporter among the console's errors. */
function reportedLines(texts: string[]): { message?: string; context?: { what?: string } }[] {
  return texts.filter((text) => text.startsWith('{')).map((text) => JSON.parse(text));
}

/**
 * spec 8: a list request that fails in the browser goes to the error reporter. This build has no
 * NEXT_PUBLIC_SENTRY_DSN: the failure is a JSON log line in the console and no script of Sentry's
 * SDK (its global `__SENTRY__`) is downloaded, neither with the page nor with the failure.
 */
test('a failed "load more" is reported as a log line and loads nothing of Sentry', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.route(/\/de\/api\/news\/\?page=2/, (route) => route.fulfill({ status: 503 }));
  await page.goto('/de/neuigkeiten');
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect
    .poll(() => reportedLines(errors).map((line) => line.context?.what))
    .toContain('news list');
  const sources = await Promise.all(scripts);
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((source) => source.includes('__SENTRY__'))).toEqual([]);
});
