import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faq, faqItem } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { FAQ } from './FAQ';

describe('FAQ', () => {
  it('renders each item as a closed disclosure that opens on its question', () => {
    const { container } = renderBlock(<FAQ module={faq({ anchor: 'faq' })} />);
    expect(container.firstElementChild).toHaveAttribute('id', 'faq');
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(3);
    expect(items[0]).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Wann endet die Bewerbungsfrist?'));
    expect(items[0]).toHaveAttribute('open');
  });

  it('sanitizes questions and answers', () => {
    const { container } = renderBlock(
      <FAQ
        module={faq({
          children: [
            faqItem('<p>F<img src=x onerror="x()"></p><p><a href="javascript:x()">A</a></p>'),
          ],
        })}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    // A link without an allowed href becomes its text (the one rich-text policy).
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('A');
  });
});
