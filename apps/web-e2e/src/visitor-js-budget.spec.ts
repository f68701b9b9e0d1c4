import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 18: the JavaScript a visitor's browser runs per route (KiB gzip, `<script src>` without the
 * noModule polyfill), held to a budget so that a regression fails the suite. The budgets are
 * the sizes measured on 23.11.2026 (after the design, editor and consent merges) plus about 3 KiB; the goal is the bare Next.js page (131.7 KiB in
 * `npm run bench`) plus 25 KiB: lower a budget whenever a route gets closer.
 */
const budgets: Record<string, number> = {
  '/de': 239,
  '/de/neuigkeiten': 254,
  '/de/veranstaltungen': 254,
  '/de/personen': 240,
  '/de/pressemitteilungen': 252,
  '/de/presse': 239,
  '/de/studium': 239,
  '/de/bewerbung': 239,
  '/de/newsletter': 255,
  '/de/search?q=konzert': 239,
  '/de/hochschule': 239,
  '/de/neuigkeiten/abschlussausstellung-1/1': 239,
};

async function visitorJavaScriptKiB(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const sources = new Set<string>();
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const source = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (source && !/\bnomodule\b/i.test(attributes)) sources.add(source.replaceAll('&amp;', '&'));
  }
  let bytes = 0;
  for (const source of sources) bytes += gzipSync(await (await request.get(source)).body()).length;
  return bytes / 1024;
}

test('every route stays within its visitor JavaScript budget', async ({ request }) => {
  const over: string[] = [];
  for (const [path, budget] of Object.entries(budgets)) {
    const kib = await visitorJavaScriptKiB(request, path);
    expect(kib, path).toBeGreaterThan(0);
    if (kib > budget) over.push(`${path}: ${kib.toFixed(1)} KiB > ${budget} KiB`);
  }
  expect(over).toEqual([]);
});
