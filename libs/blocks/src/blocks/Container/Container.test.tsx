import { containerLayouts } from '@aula/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, headline, text } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Container } from './Container';

const container = (layout: 0 | 1 | 2 | 3 | 4 | 5, slug: string | null = null) => ({
  ...base(),
  slug,
  model: 'ContainerModule' as const,
  layout,
  columns: containerLayouts[layout].spans.map((_, index) => ({
    classes: index === 0 ? 'host-class' : '',
    children: [headline({ content: `Spalte ${index + 1}` })],
  })),
});

describe('Container', () => {
  it('gives every column the span of its layout and renders the children', () => {
    const expected = [
      ['mediumSpan12'],
      ['mediumSpan8', 'mediumSpan4'],
      ['mediumSpan4', 'mediumSpan8'],
      ['mediumSpan6', 'mediumSpan6'],
      ['largeSpan4', 'largeSpan4', 'largeSpan4'],
      ['largeSpan3', 'largeSpan6', 'largeSpan3'],
    ];
    for (const layout of [0, 1, 2, 3, 4, 5] as const) {
      const { container: root, unmount } = renderBlock(<Container module={container(layout)} />);
      const columns = [...(root.firstElementChild?.children ?? [])];
      expect(columns.map((column) => column.className.split(' ')[1])).toEqual(expected[layout]);
      expect(root.firstElementChild).toHaveAttribute('data-layout', containerLayouts[layout].label);
      unmount();
    }
  });

  it('passes column classes through, uses the slug as id and nests modules', () => {
    const nested = {
      ...container(0),
      columns: [{ classes: '', children: [container(3), text({ content: '<p>Innen</p>' })] }],
    };
    const { container: root } = renderBlock(
      <Container module={{ ...nested, slug: 'home-intro' }} />,
    );
    expect(root.querySelector('#home-intro')).not.toBeNull();
    expect(root.querySelector('.host-class')).not.toBeNull();
    expect(screen.getAllByRole('heading', { name: /Spalte/ })).toHaveLength(2);
    expect(screen.getByText('Innen')).toBeInTheDocument();
  });
});
