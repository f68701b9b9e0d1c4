import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { branchMenu } from './branch-fixture';
import { SideNavigation } from './SideNavigation';

/** Reduced motion: the panel unmounts at once when it closes (spec 2: no animation). */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function setup(currentUrl = '/de/hochschule/geschichte', locale: 'de' | 'en' = 'de') {
  const user = userEvent.setup();
  render(
    <>
      <p>Vorher</p>
      <SideNavigation locale={locale} menu={branchMenu(locale)} currentUrl={currentUrl} />
      <p>Nachher</p>
    </>,
  );
  return { user, opener: screen.getByRole('button', { name: /In (diesem Bereich|this section)/ }) };
}

describe('SideNavigation (spec 2)', () => {
  beforeEach(preferReducedMotion);
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.overflow = '';
  });

  it('renders nothing for a page outside the menu branches', () => {
    const { container } = render(
      <SideNavigation locale="de" menu={branchMenu()} currentUrl="/de/impressum" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("opens a labelled modal panel with the branch's links, the current page marked", async () => {
    const { user, opener } = setup();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Seiten in diesem Bereich' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(opener).toHaveAttribute('aria-controls', dialog.id);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Hochschule',
      'Leitbild',
      'Geschichte',
      'Gründungsjahre',
      'Seit 1971',
      'Leitung',
    ]);
    expect(within(dialog).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/de/hochschule/geschichte',
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    const { violations } = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map(({ id }) => id)).toEqual([]);
  });

  it('moves the focus in, keeps it inside, and closes on Escape with the focus back on the button', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const close = screen.getByRole('button', { name: 'Bereichsnavigation schließen' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Leitung' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a click outside the panel, on its close button and on a followed link', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('link', { name: 'Seit 1971' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Bereichsnavigation schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByText('Nachher'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the panel for its slide out without reduced motion, then removes it', async () => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, opener } = setup();
      await user.click(opener);
      await user.keyboard('{Escape}');
      const closing = document.querySelector('[data-state="closing"]');
      expect(closing).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolls the current page of a long branch into view as it opens', async () => {
    const scrolled: Element[] = [];
    // jsdom has no layout and no scrollIntoView: record the calls instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const { user, opener } = setup('/de/hochschule/leitung');
      await user.click(opener);
      expect(scrolled).toEqual([screen.getByRole('link', { name: 'Leitung' })]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('speaks English on English pages', async () => {
    const { user, opener } = setup('/en/university/mission', 'en');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pages in this section' });
    expect(within(dialog).getByRole('link', { current: 'page' })).toHaveTextContent('Mission');
    expect(within(dialog).getByRole('button', { name: 'Close section navigation' })).toBeVisible();
  });
});
