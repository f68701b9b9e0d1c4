import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headline } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Headline } from './Headline';

describe('Headline', () => {
  it('renders each level 2 to 6 as its heading element', () => {
    for (const level of [2, 3, 4, 5, 6] as const) {
      const { unmount } = renderBlock(
        <Headline module={headline({ headline_level: level, content: `Ebene ${level}` })} />,
      );
      expect(screen.getByRole('heading', { level, name: `Ebene ${level}` })).toBeInTheDocument();
      unmount();
    }
  });

  it('shows preline and subline, carries the anchor and the alignment', () => {
    const { container } = renderBlock(
      <Headline module={headline({ anchor: 'studium', extra_class: 'zentriert' })} />,
    );
    const group = container.querySelector('hgroup');
    expect(group).toHaveAttribute('id', 'studium');
    expect(group).toHaveClass('zentriert');
    expect(screen.getByText('Studium')).toBeInTheDocument();
    expect(screen.getByText('Zwölf Studiengänge, ein Campus')).toBeInTheDocument();
  });

  it("shows the heading through the host's hyphenation, preline and subline as they are", () => {
    const hyphenate = (text: string) => `~${text}~`;
    renderBlock(<Headline module={headline({ content: 'Kunst' })} />, { hyphenate });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('~Kunst~');
    expect(screen.getByText('Studium')).toBeInTheDocument();
  });

  it('aligns left without an id when anchor and lines are empty', () => {
    const { container } = renderBlock(<Headline module={headline({ preline: '', subline: '' })} />);
    const group = container.querySelector('hgroup');
    expect(group).toHaveClass('links');
    expect(group).not.toHaveAttribute('id');
    expect(group?.querySelectorAll('p')).toHaveLength(0);
  });
});
