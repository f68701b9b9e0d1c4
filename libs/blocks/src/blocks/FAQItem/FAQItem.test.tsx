import { describe, expect, it } from 'vitest';
import { faqItem } from '../../testing/module-fixtures';
import { renderBlock } from '../../testing/render-block';
import { FAQItem } from './FAQItem';

describe('FAQItem', () => {
  it('puts the first paragraph in the summary and the rest below', () => {
    const { container } = renderBlock(<FAQItem module={faqItem('<p>Frage?</p><p>Antwort.</p>')} />);
    expect(container.querySelector('summary')).toHaveTextContent('Frage?');
    expect(container.querySelector('details > div')).toHaveTextContent('Antwort.');
  });
});
