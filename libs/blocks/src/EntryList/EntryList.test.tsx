import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry } from '../testing/module-fixtures';
import { renderBlock } from '../testing/render-block';
import { EntryList } from './EntryList';

describe('EntryList', () => {
  it('renders nothing without entries', () => {
    const { container } = renderBlock(<EntryList headline="Leer" label="Leer" entries={[]} kind="news" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('labels the list with its headline or label', () => {
    renderBlock(<EntryList label="Personen" entries={[entry(0, 'person')]} kind="person" />);
    expect(screen.getByRole('region', { name: 'Personen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
