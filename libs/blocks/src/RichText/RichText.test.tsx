import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders the sanitized HTML', () => {
    const { container } = render(<RichText html={'<p class="text-align-center">Hallo <strong>Welt</strong></p><script>alert(1)</script><a href="javascript:x()" onclick="x()">l</a>'} />);
    expect(container.innerHTML).toBe('<div class="richText"><p class="text-align-center">Hallo <strong>Welt</strong></p><a>l</a></div>');
  });
});
