import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

export interface AxeFinding {
  id: string;
  impact: string | null;
  targets: string[][];
}

/**
 * axe-core (contrast included) on the whole page, every finding of any impact. Its half-megabyte
 * script goes into a page once: the story check asks the same loaded preview again for each story.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map(({ target }) => target),
    }));
  });
}

/** Only the serious and critical findings of axe (Storybook's stories: their states in isolation). */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const findings = await axeFindings(page);
  return findings.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}

/**
 * What does not fit the window: the page wider than the viewport; media reaching past its right
 * edge and headings reaching past either edge, outside a clipping or scrolling box (a teaser
 * slider's later cards lie beyond the edge until scrolled to); and text wider than its own box (a
 * word too long for it that neither wraps nor is hyphenated). Text for screen readers only (a
 * 1 px box, hidden or inert) does not count.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const issues: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => element.tagName.toLowerCase();
    const text = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
    /** Whether a box between `element` and `top` (the whole document when null) clips or scrolls sideways. */
    const inScroller = (element: Element, top: Element | null) => {
      for (
        let parent = element.parentElement;
        parent && parent !== top;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    if (document.documentElement.scrollWidth > width)
      issues.push(`page ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    for (const element of document.querySelectorAll('main img, main iframe, main video')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !inScroller(element, null))
        issues.push(
          `${name(element)} ${element.getAttribute('src') ?? ''} ends at ${Math.round(box.right)}px`,
        );
    }
    for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
      const box = heading.getBoundingClientRect();
      if (box.width <= 1 || heading.closest('[inert], [aria-hidden="true"], .visually-hidden'))
        continue;
      const outside = box.left < -1 || box.right > width + 1;
      if (outside && !inScroller(heading, document.body))
        issues.push(`${name(heading)} "${text(heading)}" reaches past the window`);
    }
    for (const element of document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, h5, h6, article, li, dd, dt, p',
    )) {
      if (
        element.clientWidth > 1 &&
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflowX !== 'auto'
      ) {
        const sizes = `${element.scrollWidth}px in ${element.clientWidth}px`;
        issues.push(`${name(element)} "${text(element)}" is ${sizes}`);
      }
    }
    return issues;
  });
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
    const settled = (image: HTMLImageElement) =>
      Promise.race([
        image.decode().catch(() => null),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
    await Promise.all(
      [...document.images].map((image) => (image.complete ? null : settled(image))),
    );
  });
}
