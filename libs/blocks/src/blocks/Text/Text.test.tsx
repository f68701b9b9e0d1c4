import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { text } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Text } from './Text';

describe('Text', () => {
  it('renders sanitized rich text with the anchor', () => {
    const { container } = renderBlock(
      <Text
        module={text({
          anchor: 'intro',
          content: '<p onmouseover="x()">Hallo <em>Welt</em></p><script>x()</script>',
        })}
      />,
    );
    expect(container.querySelector('#intro')?.innerHTML).toContain('<p>Hallo <em>Welt</em></p>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onmouseover]')).toBeNull();
  });

  it('folds the text behind a show-more toggle', () => {
    renderBlock(<Text module={text({ show_more: true })} />, { locale: 'en' });
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('has no toggle without show_more and adds space on request', () => {
    const { container } = renderBlock(<Text module={text({ add_additional_space: true })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.firstElementChild).toHaveClass('additionalSpace');
  });
});
