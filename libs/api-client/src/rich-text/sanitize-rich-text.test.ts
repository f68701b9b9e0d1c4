import { describe, expect, it } from 'vitest';
import { richTextCases } from '../testing/rich-text-cases';
import { alignmentClasses, isAllowedRichTextHref } from './rich-text-policy';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText (the one policy)', () => {
  it.each(richTextCases)('%s', (_name, html, kept) => {
    expect(sanitizeRichText(html)).toBe(kept);
  });

  it('is stable: sanitized text passes unchanged (server on save, blocks at render)', () => {
    for (const [, html] of richTextCases)
      expect(sanitizeRichText(sanitizeRichText(html))).toBe(sanitizeRichText(html));
  });
});

describe('richTextPolicy', () => {
  it('allows the spec 5 link schemes and site paths only', () => {
    for (const href of [
      'https://a.example',
      'HTTP://a.example',
      'mailto:a@b.de',
      'tel:+4930',
      '/de/studium',
    ])
      expect(isAllowedRichTextHref(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'ftp://a.example',
      'vbscript:x',
      '',
    ])
      expect(isAllowedRichTextHref(href), href).toBe(false);
  });

  it('names the three alignments as classes', () => {
    expect(alignmentClasses).toEqual(['text-align-left', 'text-align-center', 'text-align-right']);
  });
});
