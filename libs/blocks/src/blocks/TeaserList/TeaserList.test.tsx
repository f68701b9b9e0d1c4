import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teaserList } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { TeaserList } from './TeaserList';

describe('TeaserList', () => {
  it('renders grid and standard as lists of teasers', () => {
    for (const variant of ['grid', 'standard'] as const) {
      const { container, unmount } = renderBlock(<TeaserList module={teaserList(variant, 3)} />);
      expect(container.firstElementChild).toHaveClass(variant);
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
      unmount();
    }
  });

  it('renders slider as a carousel', () => {
    renderBlock(<TeaserList module={teaserList('slider', 3)} />);
    expect(screen.getByRole('region', { name: 'Teaser' })).toHaveAttribute(
      'aria-roledescription',
      'Karussell',
    );
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Nächster Teaser' })).toBeInTheDocument();
  });
});
