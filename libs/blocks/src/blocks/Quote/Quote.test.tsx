import { describe, expect, it } from 'vitest';
import { quote } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { Quote } from './Quote';

describe('Quote', () => {
  it('renders the sanitized quotation, the author and the anchor', () => {
    const { container } = renderBlock(
      <Quote module={quote({ anchor: 'zitat', content: '<p style="color:red">Sehen.</p>' })} />,
    );
    expect(container.querySelector('figure')).toHaveAttribute('id', 'zitat');
    expect(container.querySelector('blockquote')?.innerHTML).toContain('<p>Sehen.</p>');
    expect(container.querySelector('figcaption')).toHaveTextContent('Prof. Dr. Ada Beispiel');
  });

  it('has no caption without an author', () => {
    const { container } = renderBlock(<Quote module={quote({ author: '' })} />);
    expect(container.querySelector('figcaption')).toBeNull();
  });
});
