// Opens the outside project's page in Debian's Chromium (playwright-core from the repository)
// and reports what a visitor sees of the chrome.
import { chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The header, footer and consent dialog of the page at `url`; a screenshot goes to `screenshot`. */
export async function openInChromium(url, screenshot) {
  const browser = await chromium.launch({ executablePath, args: flags });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
    });
    // vanilla-cookieconsent hides itself from bots, and an automated browser says it is one.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    const consent = page.getByRole('dialog', { name: 'Wir verwenden Cookies' });
    await consent.waitFor({ state: 'visible', timeout: 15_000 });
    const seen = {
      header: await header.isVisible(),
      menuButton: await page.getByRole('button', { name: /Menü/ }).first().isVisible(),
      footer: await footer.isVisible(),
      consent: await consent.isVisible(),
      consentFixed: await page
        .locator('#cc-main .cm')
        .evaluate((element) => getComputedStyle(element).position === 'fixed'),
      errors,
    };
    await page.screenshot({ path: screenshot, fullPage: true });
    return seen;
  } finally {
    await browser.close();
  }
}
