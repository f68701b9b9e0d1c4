import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeaserSection } from './TeaserSection';

describe('TeaserSection', () => {
  it('labels the section by its heading and links to the whole list beside it', () => {
    const html = renderToStaticMarkup(
      <TeaserSection
        id="home-news"
        title="Neuigkeiten"
        all={{ href: '/de/neuigkeiten', label: 'Alle Neuigkeiten' }}
      >
        <ul />
      </TeaserSection>,
    );
    expect(html).toContain('<section aria-labelledby="home-news"');
    expect(html).toContain('<h2 id="home-news">Neuigkeiten</h2>');
    expect(html).toMatch(/<a [^>]*href="\/de\/neuigkeiten"[^>]*>Alle Neuigkeiten<span aria-hidden/);
  });
});
