import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

export interface AxeFinding {
  id: string;
  impact: string | null;
  targets: string[][];
}

/** axe-core (contrast included) on the whole page; only serious and critical findings. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map(({ target }) => target) }));
  });
}

/** How far the document is wider than the viewport (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Visible headings whose text is cut: wider than their box (a word that does not fit) or
 * reaching past the viewport's edges. Headings for screen readers only (a 1 px box) do not count.
 */
export function clippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')]
      .filter((heading) => heading.getBoundingClientRect().width > 1 && !heading.closest('[inert], [aria-hidden="true"], .visually-hidden'))
      .filter((heading) => {
        const box = heading.getBoundingClientRect();
        return heading.scrollWidth > heading.clientWidth + 1 || box.left < -1 || box.right > document.documentElement.clientWidth + 1;
      })
      .map((heading) => heading.textContent?.trim() ?? ''),
  );
}

/** Scrolls through the page so lazy images load, then waits for every image to settle. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    // An image that never arrives must not hold the screenshot back: at most 3 s each.
    const settled = (image: HTMLImageElement) => Promise.race([image.decode().catch(() => null), new Promise((resolve) => setTimeout(resolve, 3000))]);
    await Promise.all([...document.images].map((image) => (image.complete ? null : settled(image))));
  });
}
