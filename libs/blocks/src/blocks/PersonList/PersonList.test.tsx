import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, entry } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { PersonList } from './PersonList';

describe('PersonList', () => {
  it('renders each referenced person with portrait size, name and role, without a date', () => {
    const { container } = renderBlock(
      <PersonList
        module={{ ...base(), model: 'PersonListModule', children: [entry(0, 'person')] }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Personen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prof. Dr. Ada Beispiel 1' })).toBeInTheDocument();
    expect(screen.getByText('Professorin für Komposition')).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('height', '500');
  });
});
