#!/usr/bin/env node
// Lighthouse 12 on the home page, a list and a detail page with its default mobile
// settings (phone emulation, simulated slow 4G and CPU throttling), driving Debian's Chromium.
// Reports performance, accessibility, best practices and SEO (0-100) and the layout shift, against
// the goal 95 / 100 / 100 / 100 and CLS below 0.05.
//
// From `run.mjs`: `lighthouseReport(webOrigin, benchScreens)`. Alone, against a running site:
//   node tools/bench/lighthouse.mjs http://127.0.0.1:3000 /de /de/neuigkeiten /de/neuigkeiten/slug/1
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
export const lighthouseGoal = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.05,
};
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The scores of one page, and the audits that kept a category below 100. */
async function audit(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  const scores = Object.fromEntries(
    categories.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]),
  );
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? null;
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? null;
  const failing = Object.values(lhr.categories)
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
    )
    .filter((result) => result && result.score !== null && result.score < 1)
    .map((result) => `${result.id} (${Math.round(result.score * 100)})`);
  const meetsGoal =
    categories.every((name) => scores[name] >= lighthouseGoal[name]) &&
    cls !== null &&
    cls < lighthouseGoal.cls;
  return { url, ...scores, cls, lcpMs, meetsGoal, belowFull: failing };
}

/** Lighthouse of the given paths, one Chromium for all, pages one after the other. */
export async function lighthouseOf(origin, paths) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const results = {};
    for (const [name, path] of paths) results[name] = await audit(chrome.port, `${origin}${path}`);
    return results;
  } finally {
    await chrome.kill();
  }
}

/** The home page, the first list and the first detail page of `benchScreens` (`[name, path, kind]`). */
export async function lighthouseReport(origin, screens) {
  const home = screens.find(([name]) => name === 'home');
  const list = screens.find(([, , kind]) => kind === 'list');
  const detail = screens.find(([, , kind]) => kind === 'detail');
  const chosen = [home, list, detail].filter(Boolean).map(([name, path]) => [name, path]);
  try {
    return { goal: lighthouseGoal, pages: await lighthouseOf(origin, chosen) };
  } catch (error) {
    return { goal: lighthouseGoal, error: String(error) };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin || paths.length === 0) {
    console.error('usage: node tools/bench/lighthouse.mjs ORIGIN PATH...');
    process.exit(2);
  }
  const results = await lighthouseOf(
    origin,
    paths.map((path) => [path, path]),
  );
  console.log(JSON.stringify(results, null, 2));
}
