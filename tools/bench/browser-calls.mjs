// The calls the browser makes to the content API through the host (DESIGN.md 2 and 6: the host's
// server streams them to the API before Next.js): autocomplete, a media derivative and the news
// list, each measured through the host and on the API's own port. Media files are immutable, so
// after the warm-up the host answers the derivative from its memory (`mediaCopies`). Goals (read, never asserted):
// through the host at least 0.8x the API's own requests/s, autocomplete p99 within 25 ms.
import { autocompleteQueries } from './api.mjs';
import { load } from './measure.mjs';

/** The first media derivative (WebP, served immutable) a list answer of the API names. */
async function derivativePath(api) {
  for (const list of ['news', 'events', 'persons']) {
    const text = await fetch(`${api}/de/api/${list}/`).then((response) => response.text());
    const found = /\/media\/[^"\\?]+\.webp/.exec(text)?.[0];
    if (found) return found;
  }
  return null;
}

/** Each call's figures through the host (`web`) and on the API (`api`), and their ratio. */
export async function measureBrowserCalls(api, web) {
  const derivative = await derivativePath(api);
  const calls = {
    autocomplete: {
      label: 'mixed queries',
      paths: autocompleteQueries.map(
        (q) => `/de/api/search/autocomplete/?query=${encodeURIComponent(q)}`,
      ),
    },
    ...(derivative ? { 'media derivative': { label: derivative, paths: [derivative] } } : {}),
    'news list': { label: '/de/api/news/', paths: ['/de/api/news/'] },
  };
  const results = {};
  for (const [name, { label, paths }] of Object.entries(calls)) {
    // A short warm-up on both, so neither is measured opening its connections.
    await load({ url: web, paths }, { duration: 1 });
    await load({ url: api, paths }, { duration: 1 });
    const host = await load({ url: web, paths });
    const own = await load({ url: api, paths });
    results[name] = { path: label, host, api: own, ratio: host.rps / own.rps };
  }
  if (!derivative) results['media derivative'] = { path: '-', error: 'no derivative in the lists' };
  return results;
}
