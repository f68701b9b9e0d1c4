import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminProvider } from './AdminProvider';
import { AdminShell } from './AdminShell';

const shell = (
  <AdminProvider locale="de" path={['media']}>
    <AdminShell path={['media']}>
      <h1>Mediathek</h1>
    </AdminShell>
  </AdminProvider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** The shell's server HTML in the document, as a browser without JavaScript shows it. */
function serverRendered() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(shell);
  const details = container.querySelector('details');
  const summary = details?.querySelector('summary');
  if (!details || !summary) throw new Error('the menu is a <details> with its <summary>');
  return { container, details, summary };
}

/** The script arrives: React hydrates the server's HTML. */
function hydrate(container: HTMLElement) {
  act(() => void (root = hydrateRoot(container, shell)));
}

/** The browser toggles a disclosure and reports it with a `toggle` event. */
function toggle(details: HTMLDetailsElement, open: boolean) {
  act(() => {
    details.open = open;
    details.dispatchEvent(new Event('toggle'));
  });
}

describe('AdminShell phone menu (DESIGN.md 9)', () => {
  it('is a native disclosure around the navigation: it opens without JavaScript', () => {
    const { details, summary } = serverRendered();
    expect(summary.textContent).toBe('Menü');
    const navigation = details.querySelector('nav');
    expect(navigation?.getAttribute('aria-label')).toBe('Verwaltungsbereiche');
    expect(summary.getAttribute('aria-controls')).toBe(navigation?.id);
    // No script yet: no aria-expanded that would go stale; the browser reports the state.
    expect(summary.hasAttribute('aria-expanded')).toBe(false);
    expect(details.open).toBe(false);
    const current = navigation?.querySelector('a[aria-current="page"]');
    expect(current?.textContent).toBe('Mediathek');
  });

  it('says whether it is open once the script runs, and Escape closes it onto its summary', () => {
    const { container, details, summary } = serverRendered();
    hydrate(container);
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    toggle(details, true);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
    details.querySelector<HTMLAnchorElement>('nav a')?.focus();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    act(() => void details.dispatchEvent(new Event('toggle')));
    expect(details.open).toBe(false);
    expect(summary.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(summary);
  });

  it('keeps a menu opened before the script ran open, and says so', () => {
    const { container, details, summary } = serverRendered();
    details.open = true;
    hydrate(container);
    expect(details.open).toBe(true);
    expect(summary.getAttribute('aria-expanded')).toBe('true');
  });
});
