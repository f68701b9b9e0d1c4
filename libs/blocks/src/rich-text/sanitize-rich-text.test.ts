import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps what CKEditor produces', () => {
    const html = '<p>Ein <strong>fetter</strong>, <b>b</b>, <em>kursiver</em>, <i>i</i> Text<br />neu</p><ul><li>eins</li></ul><ol><li>zwei</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http, https, mailto and tel links', () => {
    for (const href of ['https://example.org/', 'http://example.org/', 'mailto:a@example.org', 'tel:+49301234']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('drops javascript: and data: hrefs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });

  it('forces rel noopener on links opening a new window and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank">x</a>')).toBe('<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://x.org" target="_top" rel="opener">x</a>')).toBe('<a href="https://x.org">x</a>');
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">a</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://x.org"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<h1>Titel</h1><div>b</div>')).toBe('Titelb');
  });

  it('turns alignment into a class and drops other classes', () => {
    expect(sanitizeRichText('<p style="text-align:center;">a</p>')).toBe('<p class="text-align-center">a</p>');
    expect(sanitizeRichText('<p class="text-align-right evil">a</p>')).toBe('<p class="text-align-right">a</p>');
    expect(sanitizeRichText('<span class="evil" style="position:fixed">a</span>')).toBe('<span>a</span>');
  });
});
