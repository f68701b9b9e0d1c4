import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { apiLogIn } from './admin-login';

/** The HTML a visitor without cookies gets, and whether it came from the full-route cache. */
async function visitorHtml(
  request: APIRequestContext,
  path: string,
): Promise<{ html: string; cache: string | undefined }> {
  const response = await request.get(path, { headers: { cookie: '' } });
  expect(response.status(), path).toBe(200);
  return { html: await response.text(), cache: response.headers()['x-nextjs-cache'] };
}

/**
 * A visitor's page once the cache holds it fresh. A page stored more than the layout's
 * `revalidate` (300 s) ago answers STALE and is rendered again in the background; until that
 * render is stored, further requests answer STALE too. Late in a run (the phone project) the
 * pages other specs cached are that old, so a single warm-up request is not enough: wait for HIT.
 */
async function cachedVisitorHtml(
  request: APIRequestContext,
  path: string,
): Promise<{ html: string; cache: string | undefined }> {
  let answer = await visitorHtml(request, path);
  await expect
    .poll(async () => (answer = await visitorHtml(request, path)).cache, {
      message: path,
      timeout: 30_000,
    })
    .toBe('HIT');
  return answer;
}

async function editorPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // Draft mode: rendered for this request, never stored (Next answers private, no-store).
  expect(response?.headers()['cache-control'], path).toContain('no-store');
}

/** Screens with editable slots: a content page and the slot of each kind of detail page. */
const slots = [
  ['/de/hochschule', null],
  ['/de/neuigkeiten/abschlussausstellung-1/1', 'news-1-body'],
  ['/en/events/semester-concert-25/25', 'event-25-body'],
  ['/de/personen/anna-bauer-25/25', 'person-25-body'],
  ['/en/study/music/instrumental-music/1', 'programme-1-body'],
] as const;

/** DESIGN.md 8: editors see the page with its sections marked; visitors never do. */
test.describe('editor renders', () => {
  test.describe.configure({ mode: 'serial' });

  test("an editor's request is rendered uncached with data attributes and placeholders; the next visitor still gets the cached visitor page", async ({
    page,
    request,
  }) => {
    // Visitors first: their pages are in the cache and carry nothing of the editor.
    const before = new Map<string, string>();
    for (const [path] of slots) {
      const cached = await cachedVisitorHtml(request, path);
      expect(cached.html, path).not.toContain('data-aula-');
      expect(cached.html, path).not.toContain('Abschnitt anlegen');
      before.set(path, cached.html);
    }

    await apiLogIn(page.request);
    for (const [path, slug] of slots) {
      await editorPage(page, path);
      const sections = page.locator(
        'main [data-aula-module-id][data-aula-model][data-aula-version]',
      );
      if (slug === null) {
        await expect(sections.first()).toHaveAttribute('data-aula-model', 'ContainerModule');
        // Every block inside a section is marked too (through ModuleRenderer's wrapBlock).
        const blocks = page.locator(
          'main [data-aula-slug] [data-aula-module-id][data-aula-model][data-aula-version]',
        );
        expect(await blocks.count(), path).toBeGreaterThan(0);
        await expect(blocks.first()).toHaveAttribute('data-aula-version', /^\d+$/);
      } else {
        // The slot is there for the editor: its section, or a labelled placeholder to create it.
        const slot = page.locator(`main [data-aula-slug="${slug}"]`);
        await expect(slot).toHaveCount(1);
        if ((await slot.getAttribute('data-aula-placeholder')) !== null) {
          await expect(slot).toHaveAccessibleName(new RegExp(slug));
          await expect(slot).toContainText(/Abschnitt anlegen|Create section/);
        } else {
          await expect(slot).toHaveAttribute('data-aula-version', /^\d+$/);
        }
      }
    }

    // The next visitor gets exactly the cached page of before: from the cache (STALE too when its
    // 300 s ran out during this test; what it serves is still the stored copy), never rendered anew.
    for (const [path] of slots) {
      const after = await visitorHtml(request, path);
      expect(['HIT', 'STALE'], path).toContain(after.cache);
      expect(after.html, path).toBe(before.get(path));
    }
  });

  test('a session the content API does not know is served the visitor page from the cache', async ({
    request,
  }) => {
    await cachedVisitorHtml(request, '/de/bloecke');
    const response = await request.get('/de/bloecke', {
      headers: { cookie: 'sessionid=unknown-session' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await response.text()).not.toContain('data-aula-');
  });
});
