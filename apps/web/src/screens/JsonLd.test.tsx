import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('writes schema.org data that no text can break out of', () => {
    const html = renderToStaticMarkup(
      <JsonLd data={{ '@type': 'NewsArticle', headline: '</script><b>x' }} />,
    );
    const body = html
      .replace(/^<script type="application\/ld\+json">/, '')
      .replace(/<\/script>$/, '');
    expect(body).not.toContain('</script>');
    expect(JSON.parse(body)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '</script><b>x',
    });
  });
});
