import { richTextCases } from '@aula/api-client/testing';
import { describe, expect, it } from 'vitest';
import { prepareFields } from './module-fields';

describe('rich text on save (DESIGN.md 6, the one policy)', () => {
  it.each(richTextCases)('%s', (_name, html, kept) => {
    expect(prepareFields('TextModule', { content: html }).data['content']).toBe(kept);
  });

  it('sanitizes every rich-text field, inline items too, and leaves plain texts alone', () => {
    const html = '<p onclick="x()">a</p>';
    expect(prepareFields('QuoteModule', { content: html, author: html }).data).toEqual({
      content: '<p>a</p>',
      author: html,
    });
    expect(prepareFields('FAQModule', { anchor: '', children: [{ content: html }] }).items).toEqual(
      [{ content: '<p>a</p>' }],
    );
  });
});
