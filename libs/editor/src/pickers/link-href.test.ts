import { describe, expect, it } from 'vitest';
import { linkKindOf, outsideHref } from './link-href';

describe('outsideHref (spec 7 link finder)', () => {
  it('defaults external addresses to https and refuses what is not a web address', () => {
    expect(outsideHref('external', 'example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(outsideHref('external', 'http://example.org')).toBe('http://example.org');
    expect(outsideHref('external', 'https://example.org/')).toBe('https://example.org/');
    expect(outsideHref('external', 'javascript:alert(1)')).toBeNull();
    expect(outsideHref('external', 'ftp://example.org')).toBeNull();
    expect(outsideHref('external', 'news')).toBeNull();
    expect(outsideHref('external', 'exa mple.org')).toBeNull();
    expect(outsideHref('external', '')).toBeNull();
  });

  it('makes mailto and tel links from addresses and numbers', () => {
    expect(outsideHref('email', 'presse@aula.example')).toBe('mailto:presse@aula.example');
    expect(outsideHref('email', 'mailto:presse@aula.example')).toBe('mailto:presse@aula.example');
    expect(outsideHref('email', 'presse@')).toBeNull();
    expect(outsideHref('phone', '+49 (30) 1234-56')).toBe('tel:+4930123456');
    expect(outsideHref('phone', 'call me')).toBeNull();
  });

  it('knows the kind of a stored link', () => {
    expect(linkKindOf('/de/neuigkeiten/a/1')).toBe('internal');
    expect(linkKindOf('https://example.org')).toBe('external');
    expect(linkKindOf('mailto:a@b.c')).toBe('email');
    expect(linkKindOf('tel:+49')).toBe('phone');
  });
});
