import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * No dead ends. Every page reachable from the home page, the menu and the footer
 * (both languages) is fetched, and every internal link, image and download on it must answer
 * 2xx or 3xx. Each URL is asked once (GET through `request`, a few at a time).
 */

const locales = ['de', 'en'] as const;
const concurrency = 4;

interface NavItem {
  url: string;
  children: NavItem[];
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** A URL of this site as written in HTML (`/de/...`, not `//host` or `https://...`), without its fragment; null otherwise. */
function internal(raw: string): string | null {
  const value = raw
    .replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity)
    .trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const path = value.split('#')[0] ?? '';
  return path || null;
}

/** Links (`<a href>`), images (`src`, `srcset` of img and source) and downloads an HTML page refers to. */
function referencedUrls(html: string): { pages: string[]; resources: string[] } {
  const pages = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) =>
    internal(match[1] ?? ''),
  );
  const sources = [...html.matchAll(/<(?:img|source|video|audio)\b[^>]*?\ssrc="([^"]*)"/g)].map(
    (match) => internal(match[1] ?? ''),
  );
  const sets = [...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((candidate) => internal(candidate.trim().split(/\s+/)[0] ?? '')),
  );
  const posters = [...html.matchAll(/\sposter="([^"]*)"/g)].map((match) =>
    internal(match[1] ?? ''),
  );
  const keep = (urls: (string | null)[]) => urls.filter((url): url is string => url !== null);
  return { pages: keep(pages), resources: keep([...sources, ...sets, ...posters]) };
}

/** A link to a page of the site (not a file download or an API call): its HTML is read in turn. */
function isPage(url: string): boolean {
  return /^\/(de|en)(\/|$|\?)/.test(url) && !/^\/(de|en)\/(api|pageeditor-api)\//.test(url);
}

function flatten(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [item.url, ...flatten(item.children)]);
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index] as T);
      }
    }),
  );
  return results;
}

/** The status of a URL, without following redirects (a 3xx is an answer). */
async function status(request: APIRequestContext, url: string): Promise<number> {
  return (await request.get(url, { maxRedirects: 0, failOnStatusCode: false })).status();
}

test('every internal link, image and download reachable from home, menu and footer answers 2xx or 3xx (both languages)', async ({
  request,
}) => {
  test.setTimeout(240_000);
  // Where each URL was found, for the failure message.
  const foundOn = new Map<string, string>();
  const note = (url: string, where: string) => {
    if (!foundOn.has(url)) foundOn.set(url, where);
  };

  const start: string[] = [];
  for (const locale of locales) {
    note(`/${locale}`, 'start');
    start.push(`/${locale}`);
    const nav = (await (await request.get(`/${locale}/pageeditor-api/nav`)).json()) as {
      menu: NavItem[];
      footer: NavItem[];
    };
    for (const url of flatten([...nav.menu, ...nav.footer]).map(internal)) {
      if (url) {
        note(url, `the ${locale} menu or footer`);
        start.push(url);
      }
    }
  }

  // Level 1: home, menu and footer pages; level 2: the pages they link to. Each page's links, images and downloads are checked.
  const pages = new Set<string>();
  const resources = new Set<string>();
  let level = [...new Set(start)];
  for (let depth = 0; depth < 2; depth += 1) {
    const found = await mapLimited(level, concurrency, async (url) => {
      const answer = await request.get(url, { failOnStatusCode: false });
      pages.add(url);
      return {
        url,
        html:
          answer.ok() && (answer.headers()['content-type'] ?? '').includes('text/html')
            ? await answer.text()
            : '',
      };
    });
    const nextLevel = new Set<string>();
    for (const { url, html } of found) {
      const refs = referencedUrls(html);
      for (const link of refs.pages) {
        note(link, url);
        if (isPage(link) && !pages.has(link)) nextLevel.add(link);
        else if (!isPage(link)) resources.add(link);
      }
      for (const resource of refs.resources) {
        note(resource, url);
        resources.add(resource);
      }
    }
    level = [...nextLevel].filter((url) => !pages.has(url));
  }

  // Browsers ask for it on every site, linked or not.
  note('/favicon.ico', 'every browser');
  resources.add('/favicon.ico');
  const toCheck = [...new Set([...pages, ...level, ...resources])];
  const answers = await mapLimited(toCheck, concurrency, async (url) => ({
    url,
    status: await status(request, url),
  }));
  const broken = answers
    .filter((answer) => answer.status < 200 || answer.status >= 400)
    .map((answer) => `${answer.status} ${answer.url} (on ${foundOn.get(answer.url) ?? '?'})`);
  expect(toCheck.length).toBeGreaterThan(50);
  expect(broken).toEqual([]);
});
