import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorLayout } from './ErrorLayout';

describe('ErrorLayout (spec 2)', () => {
  it('has the skip link, the header with the animated logo linking home, and the content', () => {
    const html = renderToStaticMarkup(
      <ErrorLayout locale="en">
        <p>content</p>
      </ErrorLayout>,
    );
    expect(html).toMatch(
      /^<a[^>]*href="#content"[^>]*>Jump to content<\/a><header[^>]*><a href="\/en"[^>]*data-animated="true"[^>]*aria-label="Aula – Home page"/,
    );
    expect(html).toMatch(/<main id="content" tabindex="-1"[^>]*><p>content<\/p><\/main>$/);
  });

  it('has no menu, search or footer', () => {
    const html = renderToStaticMarkup(<ErrorLayout locale="de">x</ErrorLayout>);
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toContain('role="search"');
  });
});
