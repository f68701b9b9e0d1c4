import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { EntryCard } from './EntryCard';
import { EntryList } from './EntryList';

describe('EntryList', () => {
  it('renders nothing without entries', () => {
    const { container } = renderBlock(
      <EntryList headline="Leer" label="Leer" entries={[]} kind="news" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('labels the list with its headline or label', () => {
    renderBlock(<EntryList label="Personen" entries={[entry(0, 'person')]} kind="person" />);
    expect(screen.getByRole('region', { name: 'Personen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('gives a card title the heading level of its place in the page outline', () => {
    renderBlock(<EntryCard entry={entry(0, 'event')} kind="event" />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    renderBlock(<EntryCard entry={entry(1, 'person')} kind="person" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it("shows the title through the host's hyphenation (RenderOptions.hyphenate)", () => {
    const card = entry(0, 'event');
    renderBlock(<EntryCard entry={card} kind="event" />, { hyphenate: (text) => `~${text}~` });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(`~${card.title}~`);
  });
});
