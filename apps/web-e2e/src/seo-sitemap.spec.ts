import { expect, test } from '@playwright/test';

/** An address of the sitemap: absolute under SITE_URL, relative without it (the suite sets none). */
const address = (path: string) =>
  new RegExp(`^(https?://[^/]+)?${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The `<url>` elements of the sitemap, each with its `<loc>` and `hreflang` alternates. */
function sitemapUrls(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(
        ([, lang = '', href = '']) => [lang, href],
      ),
    ),
  }));
}

/** DESIGN.md 6: robots.txt and the sitemap of the published pages. */
test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt allows the site, names the sitemap and keeps crawlers out of the API paths and search', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-Agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of [
      '/de/api/',
      '/en/api/',
      '/de/pageeditor-api/',
      '/en/pageeditor-api/',
      '/de/search',
      '/en/search',
    ]) {
      expect(text.split('\n')).toContain(`Disallow: ${path}`);
    }
    expect(text).toMatch(/^Sitemap: (https?:\/\/[^/\s]+)?\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists published pages in German with their English alternates, and no unpublished page', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = sitemapUrls(xml);
    const find = (path: string) => urls.find((url) => address(path).test(url.loc));

    const news = find('/de/neuigkeiten/abschlussausstellung-1/1');
    expect(news?.alternates['en']).toMatch(address('/en/news/graduate-exhibition-1/1'));
    expect(news?.alternates['de']).toBe(news?.loc);
    expect(xml).toMatch(
      /<xhtml:link rel="alternate" hreflang="en" href="(https?:\/\/[^/"]+)?\/en\/news\/graduate-exhibition-1\/1" \/>/,
    );

    expect(find('/de/personen')?.alternates['en']).toMatch(address('/en/person'));
    expect(find('/de/hochschule/leitbild')?.alternates['en']).toMatch(
      address('/en/university/mission'),
    );
    expect(urls.some((url) => /\/(de\/entwurf|en\/draft)$/.test(url.loc))).toBe(false);
    expect(xml).not.toContain('/de/entwurf');
    expect(urls.some((url) => /\/(de|en)\/(404|search)/.test(url.loc))).toBe(false);
  });
});
