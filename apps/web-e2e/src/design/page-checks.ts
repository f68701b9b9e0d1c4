import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

export interface AxeFinding {
  id: string;
  impact: string | null;
  targets: string[][];
}

/** axe-core (contrast included) on the whole page, every finding of any impact. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
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
 * What does not fit the window: the page wider than the viewport, media reaching past its right
 * edge (outside a scroller such as a teaser slider), and text wider than its own box (a word too
 * long for it that neither wraps nor is hyphenated). A visually hidden text (a 1 px box, for
 * screen readers) is meant to overflow its box.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const issues: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      issues.push(`page ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    const scrolls = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>(
      'main img, main iframe, main video',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !scrolls(element))
        issues.push(
          `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? ''} ends at ${Math.round(box.right)}px`,
        );
    }
    for (const element of document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, h5, h6, article, li, dd, dt, p',
    )) {
      if (
        element.clientWidth > 1 &&
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).overflowX !== 'auto'
      ) {
        issues.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" is ${element.scrollWidth}px in ${element.clientWidth}px`,
        );
      }
    }
    return issues;
  });
}

/**
 * Visible headings whose text is cut: wider than their box (a word that does not fit) or
 * reaching past the viewport's edges outside a sideways scroller (a teaser slider's later cards
 * lie beyond the edge until scrolled to). Headings for screen readers only (a 1 px box) do not
 * count.
 */
export function clippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A clipping or scrolling box below the page's own (a slider) may hold cards beyond the edge.
    const inScroller = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')]
      .filter(
        (heading) =>
          heading.getBoundingClientRect().width > 1 &&
          !heading.closest('[inert], [aria-hidden="true"], .visually-hidden'),
      )
      .filter((heading) => {
        const box = heading.getBoundingClientRect();
        const cut = heading.scrollWidth > heading.clientWidth + 1;
        const outside = box.left < -1 || box.right > document.documentElement.clientWidth + 1;
        return cut || (outside && !inScroller(heading));
      })
      .map((heading) => heading.textContent?.trim() ?? '');
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
