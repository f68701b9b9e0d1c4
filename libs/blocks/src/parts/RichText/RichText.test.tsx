import { richTextCases } from '@aula/api-client/testing';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders the sanitized HTML', () => {
    const { container } = render(
      <RichText
        html={
          '<p class="text-align-center">Hallo <strong>Welt</strong></p><script>alert(1)</script><a href="javascript:x()" onclick="x()">l</a>'
        }
      />,
    );
    expect(container.innerHTML).toBe(
      '<div class="richText"><p class="text-align-center">Hallo <strong>Welt</strong></p>l</div>',
    );
  });

  // DESIGN.md 6: sanitized again at render with the same policy the server applies on save.
  it.each(richTextCases)('at render: %s', (_name, html, kept) => {
    expect(renderToStaticMarkup(<RichText html={html} />)).toBe(
      `<div class="richText">${kept}</div>`,
    );
  });
});
