import { describe, expect, it } from 'vitest';
import { splitFaqItem } from './split-faq-item';

describe('splitFaqItem', () => {
  it('takes the first paragraph as question and the rest as answer', () => {
    expect(splitFaqItem('<p>Wann?</p><p>Im <strong>Mai</strong>.</p><ul><li>a</li></ul>')).toEqual({
      question: 'Wann?',
      answer: '<p>Im <strong>Mai</strong>.</p><ul><li>a</li></ul>',
    });
  });

  it('sanitizes both parts', () => {
    expect(
      splitFaqItem(
        '<p onclick="x()">Q<script>x()</script></p><p><a href="javascript:x()">A</a></p>',
      ),
    ).toEqual({ question: 'Q', answer: '<p>A</p>' });
  });

  it('treats content without a paragraph as question only', () => {
    expect(splitFaqItem('Nur eine Frage')).toEqual({ question: 'Nur eine Frage', answer: '' });
  });
});
