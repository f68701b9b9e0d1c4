import { describe, expect, it } from 'vitest';
import { type LinkClick, startsNavigation } from './navigation-start';

const click: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const current = new URL('http://localhost/de/neuigkeiten?page=1#top');
const anchor = (href: string, target = '', download = false) => ({
  href,
  target,
  hasAttribute: (name: string) => download && name === 'download',
});

describe('startsNavigation (spec 4: loading bar)', () => {
  it('starts for a plain click on another page of the site', () => {
    expect(startsNavigation(click, anchor('http://localhost/en/news'), current)).toBe(true);
    expect(startsNavigation(click, anchor('http://localhost/de/neuigkeiten?page=2'), current)).toBe(
      true,
    );
  });

  it('does not start for the same page, a hash, another origin, a new tab or a download', () => {
    expect(
      startsNavigation(click, anchor('http://localhost/de/neuigkeiten?page=1#other'), current),
    ).toBe(false);
    expect(startsNavigation(click, anchor('https://example.org/'), current)).toBe(false);
    expect(startsNavigation(click, anchor('http://localhost/en', '_blank'), current)).toBe(false);
    expect(startsNavigation(click, anchor('http://localhost/en', '', true), current)).toBe(false);
  });

  it('does not start for modified or prevented clicks', () => {
    expect(
      startsNavigation({ ...click, metaKey: true }, anchor('http://localhost/en'), current),
    ).toBe(false);
    expect(startsNavigation({ ...click, button: 1 }, anchor('http://localhost/en'), current)).toBe(
      false,
    );
    expect(
      startsNavigation(
        { ...click, defaultPrevented: true },
        anchor('http://localhost/en'),
        current,
      ),
    ).toBe(false);
  });
});
