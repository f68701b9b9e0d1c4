import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorLayout } from './ErrorLayout';

describe('ErrorLayout (spec 2)', () => {
  it('has the header with the logo linking home, and the content', () => {
    const html = renderToStaticMarkup(
      <ErrorLayout locale="en">
        <p>content</p>
      </ErrorLayout>,
    );
    expect(html).toMatch(/^<header[^>]*><a[^>]*href="\/en"/);
    expect(html).toContain('To the home page');
    expect(html).toContain('<main id="content" tabindex="-1"><p>content</p></main>');
  });
});
