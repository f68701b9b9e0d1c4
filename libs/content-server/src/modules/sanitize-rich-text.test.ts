import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the tags of the editor features', () => {
    const html = '<p class="text-align-center"><strong>a</strong> <em>b</em> <a href="https://aula.example" target="_blank">c</a></p><ul><li>d</li></ul><ol><li>e</li></ol>';
    expect(sanitizeRichText(html)).toBe(html.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'));
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const html = '<p style="color:red" onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a></p>';
    expect(sanitizeRichText(html)).toBe('<p>ab</p>');
  });

  it('keeps mailto and tel links and drops unknown classes', () => {
    expect(sanitizeRichText('<p class="evil"><a href="mailto:a@b.de">m</a><a href="tel:+4930">t</a></p>')).toBe('<p><a href="mailto:a@b.de">m</a><a href="tel:+4930">t</a></p>');
  });
});
