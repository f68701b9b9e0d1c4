import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullTeaser } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { FullTeaser } from './FullTeaser';

describe('FullTeaser', () => {
  it('renders preline, headline, text, link and anchor', () => {
    const { container } = renderBlock(
      <FullTeaser module={fullTeaser({ anchor: 'rundgang', extra_class: 'dunkel' })} />,
    );
    const root = container.querySelector('#rundgang');
    expect(root).toHaveAttribute('data-variant', 'dunkel');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Offene Türen am 12. Juli' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Programm' })).toHaveAttribute(
      'href',
      '/de/veranstaltungen',
    );
  });

  it('cuts the text to 256 characters', () => {
    renderBlock(<FullTeaser module={fullTeaser({ text: 'Lorem ipsum '.repeat(40) })} />);
    const paragraph = screen.getByText(/Lorem ipsum/);
    expect([...(paragraph.textContent ?? '')].length).toBeLessThanOrEqual(256);
    expect(paragraph.textContent?.endsWith('…')).toBe(true);
  });

  it('renders without image and link', () => {
    const { container } = renderBlock(
      <FullTeaser module={fullTeaser({ image_url: null, image: null, link: '', link_url: '' })} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
