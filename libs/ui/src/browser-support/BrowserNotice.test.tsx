import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNoticeScript } from './browser-check-script';
import { BrowserNotice } from './BrowserNotice';

const chrome131 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const chrome60 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36';

/** The page as an old or current browser parses it: the notice, then its inline script runs. */
function parsePage(userAgent: string, locale: 'de' | 'en' = 'en') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const page = render(<BrowserNotice locale={locale} />);
  new Function(browserNoticeScript)();
  return page;
}

describe('BrowserNotice (spec 8: unsupported browsers)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is hidden in a current browser', () => {
    parsePage(chrome131);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('tells an old browser, in its language, accessibly', async () => {
    const { container } = parsePage(chrome60, 'de');
    const notice = screen.getByRole('complementary', { name: 'Ihr Browser ist veraltet' });
    expect(notice).toHaveTextContent('Bitte aktualisieren Sie Ihren Browser.');
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeVisible();
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map(({ id }) => id)).toEqual([]);
  });

  it('is dismissed by its button and stays dismissed', () => {
    const first = parsePage(chrome60);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();
    parsePage(chrome60);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
