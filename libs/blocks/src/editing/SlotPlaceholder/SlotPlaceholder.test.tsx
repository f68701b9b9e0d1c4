import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlotPlaceholder } from './SlotPlaceholder';

describe('SlotPlaceholder (spec 4)', () => {
  it('is a labelled frame for the missing section, in the editor’s language', () => {
    const german = renderToStaticMarkup(<SlotPlaceholder locale="de" slug="event-4-body" />);
    expect(german).toContain('aria-label="Leerer Abschnitt event-4-body"');
    expect(german).toContain('data-aula-slug="event-4-body"');
    expect(german).toContain('Abschnitt anlegen');
    expect(renderToStaticMarkup(<SlotPlaceholder locale="en" slug="event-4-body" />)).toContain(
      'Create section',
    );
  });

  it("names the page of a content page's first section", () => {
    const markup = renderToStaticMarkup(<SlotPlaceholder locale="en" slug={null} pageId={9} />);
    expect(markup).toContain('data-aula-slug=""');
    expect(markup).toContain('data-aula-page="9"');
  });
});
