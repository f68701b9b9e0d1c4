import { describe, expect, it } from 'vitest';
import { isPlainLink } from './is-plain-link';

describe('isPlainLink', () => {
  it.each([
    'https://example.org/',
    'http://example.org/x',
    '//cdn.example.org/a',
    'mailto:info@example.org',
    'tel:+49301234',
    '/media/documents/plan.docx',
    '/de/downloads/studienordnung.PDF',
    '/files/poster.jpg?v=2',
    '/files/logo.png#top',
  ])('%s is a plain anchor', (href) => {
    expect(isPlainLink(href)).toBe(true);
  });

  it.each([
    '/de/neuigkeiten',
    '/en/news/opening/3?x=1',
    '#content',
    '/de/studium/musik',
    '/de/pdf-archiv',
  ])('%s is an internal route', (href) => {
    expect(isPlainLink(href)).toBe(false);
  });
});
