import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

const params = vi.hoisted(() => ({ current: { locale: 'de' } as Record<string, string> }));
vi.mock('next/navigation', () => ({ useParams: () => params.current }));

describe('NotFoundPage (spec 2, 8)', () => {
  it('speaks the language of the path', () => {
    params.current = { locale: 'en' };
    expect(renderToStaticMarkup(<NotFoundPage />)).toContain(
      '<h1>This page could not be found</h1>',
    );
  });

  it('falls back to German outside a language', () => {
    params.current = { locale: 'fr' };
    const html = renderToStaticMarkup(<NotFoundPage />);
    expect(html).toContain('<h1>Diese Seite konnte leider nicht gefunden werden</h1>');
    expect(html).toContain('<a href="/de">Zurück zur Startseite</a>');
  });

  it("says spec 8's '404 Not Found' for a content page that is offline or failed", () => {
    params.current = { locale: 'en' };
    expect(renderToStaticMarkup(<NotFoundPage message="error.notFound.pageMessage" />)).toContain(
      '<h1>404 Not Found</h1>',
    );
  });
});
