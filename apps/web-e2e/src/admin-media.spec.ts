import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, type LoginLang } from './admin-login';

/** The library's texts in each language (media.*, admin.* catalogues). */
const texts = {
  de: {
    title: 'Mediathek',
    images: 'Bilder',
    loading: 'Bilder werden geladen',
    search: 'Suchen',
    more: 'Weitere Bilder laden',
    navigation: 'Verwaltungsbereiche',
    trail: 'Brotkrumennavigation',
    crumbs: ['Übersicht', 'Medien', 'Mediathek'],
  },
  en: {
    title: 'Media library',
    images: 'Images',
    loading: 'Loading images',
    search: 'Search',
    more: 'Load more images',
    navigation: 'Admin sections',
    trail: 'Breadcrumbs',
    crumbs: ['Dashboard', 'Media', 'Media library'],
  },
} as const;

/** Text as React writes it into HTML (text and attribute values). */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface MediaAnswer {
  next: string | null;
  results: { file_name: string; crops: { thumbnail: string } }[];
}

/** The library's first page as the content API answers the editor (newest first). */
async function firstImages(request: APIRequestContext, lang: LoginLang) {
  const response = await request.get(`/${lang}/pageeditor-api/media/`);
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as MediaAnswer;
  if (answer.results.length < 2) throw new Error('the seed has images in the library');
  return answer;
}

test.describe('admin: the media library rendered on the server (DESIGN.md 9)', () => {
  test.setTimeout(90_000);

  for (const lang of ['de', 'en'] as const) {
    const t = texts[lang];

    test(`its first images, filters and paging arrive in the first HTML (${lang})`, async ({
      page,
    }) => {
      await logIn(page, lang, `/admin/media?lang=${lang}`);
      const { results, next } = await firstImages(page.request, lang);
      // The document as the host answers it, before any script runs.
      const response = await page.request.get(`/admin/media?lang=${lang}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${inHtml(t.title)}</h1>`);
      for (const image of results.slice(0, 3)) {
        expect(html).toContain(`>${inHtml(image.file_name)}</span>`);
        expect(html).toContain(`src="${inHtml(image.crops.thumbnail)}"`);
      }
      expect(html).toContain(`>${inHtml(t.search)}</label>`);
      if (next) expect(html).toContain(`>${inHtml(t.more)}</button>`);
      expect(html).not.toContain(t.loading);
    });

    test(`without JavaScript: the grid in the admin's shell, "Medien" current (${lang})`, async ({
      page,
      browser,
    }) => {
      await logIn(page, lang, `/admin/media?lang=${lang}`);
      const { results } = await firstImages(page.request, lang);
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      const plain = await noScript.newPage();
      await plain.goto(`/admin/media?lang=${lang}`);
      await expect(plain.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const grid = plain.getByRole('region', { name: t.images });
      for (const image of results.slice(0, 3))
        await expect(grid.getByRole('button', { name: image.file_name }).first()).toBeVisible();
      // The thumbnails load (lazy loading is off without scripting; the image has its pixels).
      const thumbnail = grid.locator('img').first();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(plain.getByRole('searchbox', { name: t.search })).toBeVisible();
      const trail = plain.getByRole('navigation', { name: t.trail });
      await expect(trail.getByRole('listitem')).toHaveText([...t.crumbs]);
      const navigation = plain.getByRole('navigation', { name: t.navigation });
      await expect(navigation.getByRole('link', { name: t.title })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(plain.getByText(t.loading)).toHaveCount(0);
      await noScript.close();
    });
  }
});
