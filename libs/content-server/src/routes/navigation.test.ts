import { createClient } from '@aula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let server: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

describe('GET /{locale}/pageeditor-api/nav', () => {
  it('answers the menu tree with highlighted entries and children per language', async () => {
    const client = createClient({ fetch: server.fetch });
    const de = await client.pageEditor.nav('de');
    const en = await client.pageEditor.nav('en');
    expect(de.menu[0]).toMatchObject({
      headline: 'Neuigkeiten',
      url: '/de/neuigkeiten',
      in_highlight_menu: true,
    });
    expect(en.menu[0]).toMatchObject({
      headline: 'News',
      url: '/en/news',
      in_highlight_menu: true,
    });
    expect(en.menu[1]?.children.map((child) => child.headline)).toEqual(['Mission', 'History']);
    expect(de.footer.map((item) => item.url)).toEqual(['/de/impressum', '/de/datenschutz']);
  });
});
