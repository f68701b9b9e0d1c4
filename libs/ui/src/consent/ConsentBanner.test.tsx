import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner, consentInsetProperty } from './ConsentBanner';
import { consentCookieName } from './consent-config';

const noop = () => undefined;
const handlers = { onAcceptAll: noop, onAcceptNecessary: noop, onShowPreferences: noop };

/** Runs the banner's inline script as the browser does while parsing the server's HTML. */
function runInlineScript(container: HTMLElement) {
  const script = container.querySelector('script');
  if (!script) throw new Error('no inline script');
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(script.textContent ?? '')();
}

describe('ConsentBanner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it.each([
    ['de', 'Wir verwenden Cookies', 'Alle akzeptieren'],
    ['en', 'We use cookies', 'Accept all'],
  ] as const)(
    'is in the server HTML (%s) with its text, its buttons waiting for the library',
    (locale, title, acceptAll) => {
      const html = renderToString(<ConsentBanner locale={locale} open={null} {...handlers} />);
      expect(html).toContain(title);
      expect(html).toContain(acceptAll);
      expect(html).toContain('role="dialog"');
      expect(html).toContain('aria-disabled="true"');
      expect(html).toContain('<script>');
    },
  );

  it('the inline script hides it for a visitor who already chose, before any script of the page runs', () => {
    const first = document.createElement('div');
    first.innerHTML = renderToString(<ConsentBanner locale="de" open={null} {...handlers} />);
    runInlineScript(first);
    expect(first.querySelector('[role="dialog"]')).not.toHaveAttribute('hidden');

    document.cookie = `${consentCookieName}=${encodeURIComponent('{"categories":["required"]}')}; path=/`;
    const again = document.createElement('div');
    again.innerHTML = renderToString(<ConsentBanner locale="de" open={null} {...handlers} />);
    runInlineScript(again);
    expect(again.querySelector('[role="dialog"]')).toHaveAttribute('hidden');
  });

  it('the inline script hides it from crawlers, as the library does (and from automated browsers)', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ConsentBanner locale="en" open={null} {...handlers} />);
    runInlineScript(container);
    expect(container.querySelector('[role="dialog"]')).toHaveAttribute('hidden');
  });

  it('follows the answer once known, and its buttons are available then', () => {
    const { rerender } = render(<ConsentBanner locale="en" open={true} {...handlers} />);
    const dialog = screen.getByRole('dialog', { name: 'We use cookies' });
    expect(dialog).toHaveAccessibleDescription(/./);
    expect(screen.getByRole('button', { name: 'Accept all' })).not.toHaveAttribute('aria-disabled');
    rerender(<ConsentBanner locale="en" open={false} {...handlers} />);
    expect(dialog).toHaveAttribute('hidden');
  });

  it('reserves the room it covers at the bottom of the window while open, none once hidden', () => {
    const root = document.documentElement;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 180.4, width: 300, height: 164 }),
    );
    const { rerender } = render(<ConsentBanner locale="en" open {...handlers} />);
    expect(root.style.getPropertyValue(consentInsetProperty)).toBe('181px');
    rerender(<ConsentBanner locale="en" open={false} {...handlers} />);
    expect(root.style.getPropertyValue(consentInsetProperty)).toBe('');
  });

  it('reserves nothing while it waits for the library or for a visitor who already chose', () => {
    render(<ConsentBanner locale="en" open={null} {...handlers} />);
    expect(document.documentElement.style.getPropertyValue(consentInsetProperty)).toBe('');
  });
});
