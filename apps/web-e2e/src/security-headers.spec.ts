import { expect, test } from '@playwright/test';

/** DESIGN.md 6: every page carries the security headers, and the policy does not break the site. */
test.describe('security headers', () => {
  test('a cached page and the not-found page carry the policy and the other headers', async ({
    request,
  }) => {
    for (const path of ['/en/news', '/de/bloecke', '/de/gibt-es-nicht']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy'], path).toContain(
        'https://www.youtube-nocookie.com',
      );
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
    }
  });

  test('pages work under the policy: no violation while they load and hydrate', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ['/en/blocks', '/de/neuigkeiten', '/en/person/anna-bauer-25/25']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        path,
      ).toEqual([]);
    }
  });
});
