import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentContext } from '../consent/consent-context';
import { footerProps } from '../testing/footer-fixture';
import { Footer } from './Footer';

function stubScreen(large: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: large,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function setup() {
  const showPreferences = vi.fn();
  render(
    <ConsentContext.Provider
      value={{ tracking: false, media: { services: [], allow: () => undefined }, showPreferences }}
    >
      <Footer locale="de" {...footerProps} />
    </ConsentContext.Provider>,
  );
  return showPreferences;
}

describe('Footer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the campus portal first, then the footer navigation, then the cookie settings', () => {
    stubScreen(true);
    setup();
    const items = within(screen.getByRole('navigation', { name: 'Service' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Campus-Portal',
      'Impressum',
      'Datenschutz',
      'Kontakt',
      'Cookie-Einstellungen',
    ]);
    expect(screen.getByRole('link', { name: 'Campus-Portal' })).toHaveAttribute(
      'href',
      'https://campus.example.org',
    );
  });

  it('reopens the consent settings', async () => {
    stubScreen(true);
    const showPreferences = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(showPreferences).toHaveBeenCalledTimes(1);
  });

  it('shows four social links and the related websites', () => {
    stubScreen(true);
    setup();
    expect(
      within(screen.getByRole('navigation', { name: 'Soziale Netzwerke' })).getAllByRole('link'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('navigation', { name: 'Verwandte Websites' })).getAllByRole('link'),
    ).toHaveLength(2);
  });

  it('shows the microsite groups in order, always open on large screens', () => {
    stubScreen(true);
    setup();
    const headings = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Fachbereich Musik',
      'Fachbereich Kunst und Design',
      'Weitere Themen',
    ]);
    expect(screen.getByRole('link', { name: 'Jazz-Institut' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fachbereich Musik' })).toBeNull();
  });

  it('collapses the microsite groups on small screens', async () => {
    stubScreen(false);
    setup();
    const toggle = screen.getByRole('button', { name: 'Fachbereich Musik' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Jazz-Institut' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Jazz-Institut' })).toBeVisible();
  });
});
