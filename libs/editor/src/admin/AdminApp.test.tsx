// @vitest-environment node
// DESIGN.md 9: the admin is rendered on the server, where there is no window, document or location.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { adminScreenQueries } from './admin-screen-queries';
import { AdminApp } from './AdminApp';
import { storyAdminApi } from './stories/story-admin-api';

/** The admin's HTML for `path` as the host renders it: the screen's queries prefetched first. */
async function serverHtml(path: string[], query: Record<string, string> = {}, prefetch = true) {
  const api = storyAdminApi();
  const client = new QueryClient();
  if (prefetch)
    await Promise.all(
      adminScreenQueries(api, 'de', path, query).map((screenQuery) => screenQuery.prefetch(client)),
    );
  return renderToString(
    <AdminApp locale="de" path={path} query={query} api={api} prefetched={dehydrate(client)} />,
  );
}

const loading = 'Wird geladen';

describe('AdminApp on the server', () => {
  it('renders a list page with its rows and filter choices, no loading state', async () => {
    const html = await serverHtml(['news', 'news'], { lang: 'de' });
    expect(html).toContain('Rundgang 2026');
    expect(html).toContain('Semesterstart');
    expect(html).toMatch(/<option value="2">Musik<\/option>/);
    expect(html).not.toContain(loading);
  });

  it('renders a change page with its field values, choices and revisions', async () => {
    const html = await serverHtml(['news', 'news', '7', 'change']);
    expect(html).toContain('Offene Ateliers im Juli.');
    expect(html).toMatch(/value="Rundgang 2026"/);
    expect(html).toMatch(/<option value="1" selected="">Hochschule<\/option>/);
    expect(html).toContain('redaktion');
    // CKEditor loads in the browser only ("Texteditor wird geladen"); nothing else is loading.
    expect(html).toContain('Texteditor wird geladen');
    expect(html).not.toContain(loading);
  });

  it('reports a new entry saved on its change page, from the address as the browser reads it', async () => {
    const arrived = await serverHtml(['news', 'news', '7', 'change'], { saved: '1' });
    expect(arrived).toContain('Gespeichert.');
    expect(await serverHtml(['news', 'news', '7', 'change'])).not.toContain('Gespeichert.');
  });

  it('renders the dashboard figures', async () => {
    const html = await serverHtml([]);
    expect(html).toContain('<h1>Übersicht</h1>');
    expect(html).not.toContain(loading);
  });

  it('shows the loading state where nothing was prefetched (what the browser did before)', async () => {
    const html = await serverHtml(['news', 'news'], {}, false);
    expect(html).toContain(loading);
    expect(html).not.toContain('Semesterstart');
  });

  it('says at once that a missing entry does not exist, where the server found its 404', async () => {
    const html = renderToString(
      <AdminApp locale="de" path={['news', 'news', '404', 'change']} query={{}} missing />,
    );
    expect(html).toContain('<h1>Neuigkeit bearbeiten</h1>');
    expect(html).toContain('Diesen Eintrag gibt es nicht (mehr).');
    expect(html).not.toContain(loading);
  });

  it('names the list to go back to on a not-found path from the path, not the address', async () => {
    const html = await serverHtml(['news', 'news', 'nope']);
    expect(html).toContain('href="/admin/news/news?lang=de"');
  });
});
