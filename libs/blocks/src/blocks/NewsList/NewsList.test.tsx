import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, entry } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { NewsList } from './NewsList';

describe('NewsList', () => {
  it('renders the headline and each referenced news entry with its Berlin date', () => {
    renderBlock(
      <NewsList
        module={{
          ...base(),
          model: 'NewsListModule',
          headline: 'Aktuelles',
          children: [entry(0, 'news'), entry(1, 'news')],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aktuelles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neue Professur für Klangkunst 1' })).toHaveAttribute(
      'href',
      '/de/neuigkeiten/neue-professur-1/100',
    );
    expect(screen.getByText('10.01.2026')).toHaveAttribute('datetime', '2026-01-10T18:00:00.000Z');
  });
});
