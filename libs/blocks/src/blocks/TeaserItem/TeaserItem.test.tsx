import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teaserItem } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { TeaserItem } from './TeaserItem';

describe('TeaserItem', () => {
  it('links the headline and shows preline, subline, text and call to action', () => {
    renderBlock(<TeaserItem module={teaserItem(0)} />);
    expect(screen.getByRole('link', { name: 'Malerei' })).toHaveAttribute(
      'href',
      '/de/studium/kunst-und-design',
    );
    expect(screen.getByText('Fachbereich 0')).toBeInTheDocument();
    expect(screen.getByText('Bachelor und Master')).toBeInTheDocument();
    expect(screen.getByText('Mehr erfahren')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no link without a target', () => {
    renderBlock(<TeaserItem module={teaserItem(1, { link: '', link_url: '' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Mehr erfahren')).toBeNull();
  });
});
