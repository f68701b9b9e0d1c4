import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Search engines reject relative canonical and hreflang links, and a page without a
 * meta description. Every screen kind, in both languages, with `SITE_URL` unset (the suite sets
 * none): an absolute canonical, absolute hreflang alternates for de, en and x-default that point
 * at each other, and a non-empty description.
 */
const screens = {
  de: {
    fixed: [
      '/de',
      '/de/bewerbung',
      '/de/microsites',
      '/de/neuigkeiten',
      '/de/neuigkeiten?category=musik',
      '/de/newsletter',
      '/de/personen',
      '/de/presse',
      '/de/pressemitteilungen',
      '/de/studium',
      '/de/studium/gasthoererschaft',
      '/de/studium/musik',
      '/de/veranstaltungen',
      '/de/bloecke',
    ],
    details: [
      ['/de/neuigkeiten', /^\/de\/neuigkeiten\/[^/?]+\/\d+$/],
      ['/de/veranstaltungen', /^\/de\/veranstaltungen\/[^/?]+\/\d+$/],
      ['/de/personen', /^\/de\/personen\/[^/?]+\/\d+$/],
      ['/de/pressemitteilungen', /^\/de\/pressemitteilungen\/[^/?]+\/\d+$/],
      ['/de/bewerbung', /^\/de\/bewerbung\/[^/?]+\/\d+$/],
      ['/de/studium/musik', /^\/de\/studium\/musik\/[^/?]+\/\d+$/],
    ],
  },
  en: {
    fixed: [
      '/en',
      '/en/application',
      '/en/microsites',
      '/en/news',
      '/en/news?category=music',
      '/en/newsletter',
      '/en/person',
      '/en/press',
      '/en/press-releases',
      '/en/study',
      '/en/study/guest-auditors',
      '/en/study/art-and-design',
      '/en/events',
      '/en/blocks',
    ],
    details: [
      ['/en/news', /^\/en\/news\/[^/?]+\/\d+$/],
      ['/en/events', /^\/en\/events\/[^/?]+\/\d+$/],
      ['/en/person', /^\/en\/person\/[^/?]+\/\d+$/],
      ['/en/press-releases', /^\/en\/press-releases\/[^/?]+\/\d+$/],
      ['/en/application', /^\/en\/application\/[^/?]+\/\d+$/],
      ['/en/study/art-and-design', /^\/en\/study\/art-and-design\/[^/?]+\/\d+$/],
    ],
  },
} as const;

async function firstLink(
  request: APIRequestContext,
  path: string,
  pattern: RegExp,
): Promise<string> {
  const html = await (await request.get(path)).text();
  const link = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((href) => pattern.test(href));
  if (!link) throw new Error(`no link matching ${pattern} on ${path}`);
  return link;
}

/** The head's canonical, hreflang alternates and description of a page's server HTML. */
function headLinks(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');
  const tags = [...head.matchAll(/<(link|meta)\b[^>]*>/g)].map((match) => match[0]);
  const canonical = tags.find((tag) => /rel="canonical"/.test(tag));
  const alternates = Object.fromEntries(
    tags
      .filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/i.test(tag))
      .map((tag) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
  );
  const description = tags.find((tag) => /name="description"/.test(tag));
  return {
    canonical: canonical && attribute(canonical, 'href'),
    alternates,
    description: description ? (attribute(description, 'content') ?? '').trim() : '',
  };
}

const absolute = /^https?:\/\/[^/]+\//;

for (const locale of ['de', 'en'] as const) {
  test(`every screen in ${locale}: absolute canonical and hreflang pairs, a meta description`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const { fixed, details } = screens[locale];
    const paths = [
      ...fixed,
      ...(await Promise.all(details.map(([list, pattern]) => firstLink(request, list, pattern)))),
    ];
    const problems: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`${path}: status ${response.status()}`);
        continue;
      }
      const { canonical, alternates, description } = headLinks(await response.text());
      if (!canonical || !absolute.test(canonical))
        problems.push(`${path}: canonical ${canonical ?? 'missing'}`);
      else if (new URL(canonical).pathname + new URL(canonical).search !== path)
        problems.push(`${path}: canonical names ${canonical}`);
      for (const language of ['de', 'en', 'x-default']) {
        if (!absolute.test(alternates[language] ?? ''))
          problems.push(`${path}: hreflang ${language} ${alternates[language] ?? 'missing'}`);
      }
      if (alternates[locale] !== canonical)
        problems.push(
          `${path}: hreflang ${locale} ${alternates[locale] ?? ''} is not the canonical ${canonical ?? ''}`,
        );
      // The pair: the other language's page names this one as its alternate.
      const other = alternates[locale === 'de' ? 'en' : 'de'];
      if (other && absolute.test(other)) {
        const back = headLinks(
          await (await request.get(new URL(other).pathname + new URL(other).search)).text(),
        );
        if (back.alternates[locale] !== canonical)
          problems.push(
            `${path}: ${other} names ${back.alternates[locale] ?? 'nothing'} as its ${locale} alternate`,
          );
      }
      if (!description) problems.push(`${path}: no meta description`);
    }
    expect(problems).toEqual([]);
  });
}

test('robots.txt names the sitemap with an absolute address', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});
