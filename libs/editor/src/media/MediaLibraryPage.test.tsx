// @vitest-environment node
// DESIGN.md 9: `/admin/media` is rendered on the server, where there is no window or document.
import type { Locale } from '@aula/routing';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mediaLibraryQueries } from '../admin/admin-screen-queries';
import { mediaStoryClient } from './media-story-client';
import { MediaLibraryPage } from './MediaLibraryPage';

/** The library's HTML as the host renders it: its first page prefetched first (or not). */
async function serverHtml(locale: Locale, prefetch = true) {
  const client = mediaStoryClient();
  const cache = new QueryClient();
  if (prefetch)
    await Promise.all(mediaLibraryQueries(client, locale).map((query) => query.prefetch(cache)));
  return renderToString(
    <MediaLibraryPage locale={locale} client={client} prefetched={dehydrate(cache)} />,
  );
}

describe('MediaLibraryPage on the server', () => {
  it('renders the first page of images in the admin shell, no loading state (German)', async () => {
    const html = await serverHtml('de');
    expect(html).toContain('<h1>Mediathek</h1>');
    expect(html).toContain('campus-sommer.png');
    expect(html).toContain('konzertsaal.png');
    expect(html).toMatch(/<img src="data:image\/svg\+xml,[^"]+" alt="" width="320"/);
    expect(html).toContain('2 Bilder');
    expect(html).toContain('Alternativtext fehlt');
    // The filters, and the navigation with the library marked as the current place.
    expect(html).toContain('Suchen');
    expect(html).toMatch(/<a href="[^"]*\/admin\/media[^"]*" aria-current="page">Mediathek<\/a>/);
    expect(html).not.toContain('Bilder werden geladen');
  });

  it('renders the English library the same way', async () => {
    const html = await serverHtml('en');
    expect(html).toContain('<h1>Media library</h1>');
    expect(html).toContain('campus-sommer.png');
    expect(html).toContain('Campus in summer');
    expect(html).toContain('2 images');
    expect(html).not.toContain('Loading images');
  });

  it('shows the loading state where nothing was prefetched (what the browser did before)', async () => {
    const html = await serverHtml('de', false);
    expect(html).toContain('Bilder werden geladen');
    expect(html).not.toContain('campus-sommer.png');
  });
});
