// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChromeStateProvider } from '@aula/ui';
import { PageHeaderBehaviour } from '@web/chrome/PageHeaderBehaviour/PageHeaderBehaviour';
import { HeaderLanguages } from '@web/features/languages/HeaderLanguages';
import { ChromeLayout, type ChromeLayoutProps } from './ChromeLayout';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/en/news',
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => {
  cleanup();
  router.push.mockReset();
});

const data: Omit<ChromeLayoutProps, 'locale' | 'children'> = {
  navigation: {
    menu: [
      { menu_name: '', headline: 'News', url: '/en/news', in_highlight_menu: true, children: [] },
    ],
    footer: [
      {
        menu_name: '',
        headline: 'Imprint',
        url: '/en/imprint',
        in_highlight_menu: false,
        children: [],
      },
    ],
  },
  breakingNews: [
    {
      id: 1,
      headline: 'Open day',
      text: 'All studios are open.',
      color: 'regular',
      link: null,
      link_obj: null,
      link_text: '',
    },
  ],
  microsites: {
    'fachbereich-musik': [{ name: 'Jazz institute', url: 'https://jazz.example/en' }],
    'fachbereich-kunst-und-design': [],
    'weitere-themen': [],
  },
};

function renderChrome(children: React.ReactNode = <h1>Page</h1>, languageSwitch?: React.ReactNode) {
  return render(
    <ChromeStateProvider>
      <ChromeLayout locale="en" {...data} languageSwitch={languageSwitch}>
        {children}
      </ChromeLayout>
    </ChromeStateProvider>,
  );
}

describe('ChromeLayout (spec 2)', () => {
  it('composes skip link, breaking news, header, content and footer in that order', () => {
    const { container } = renderChrome();
    const order = [
      ...container.querySelectorAll('a[href="#content"], aside, header, main, footer'),
    ].map((node) => node.tagName.toLowerCase());
    expect(order).toEqual(['a', 'aside', 'header', 'main', 'footer']);
    expect(screen.getByRole('complementary').textContent).toContain('Open day');
    expect(within(screen.getByRole('main')).getByRole('heading').textContent).toBe('Page');
  });

  it('links the language switch to the same screen in the other language', () => {
    renderChrome();
    expect(screen.getByRole('link', { name: /German/ }).getAttribute('href')).toBe(
      '/de/neuigkeiten',
    );
    expect(screen.getByRole('link', { name: /English/ }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the page's own language switch (entities with another slug per language)", () => {
    renderChrome(
      undefined,
      <HeaderLanguages
        locale="en"
        urls={{ de: '/de/neuigkeiten/tag-der-offenen-tuer/1', en: '/en/news/open-day/1' }}
      />,
    );
    expect(screen.getByRole('link', { name: /German/ }).getAttribute('href')).toBe(
      '/de/neuigkeiten/tag-der-offenen-tuer/1',
    );
  });

  it('fills the footer: campus portal first, footer navigation, four social links, microsites (collapsed on small screens)', () => {
    renderChrome();
    const footer = screen.getByRole('contentinfo');
    const service = within(footer).getByRole('navigation', { name: 'Service' });
    expect(within(service).getAllByRole('link')[0]?.textContent).toBe('Campus portal');
    expect(within(service).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      '/en/imprint',
    );
    expect(
      within(footer).getAllByRole('link', { name: /Instagram|Facebook|YouTube|LinkedIn/ }),
    ).toHaveLength(4);
    expect(
      within(footer)
        .getByRole('link', { name: 'Jazz institute', hidden: true })
        .getAttribute('href'),
    ).toBe('https://jazz.example/en');
  });

  it("gives the header the page's behaviour, and 'hide' where no page sets one", () => {
    const { rerender } = renderChrome(<PageHeaderBehaviour behaviour="resize" />);
    expect(screen.getByRole('banner').getAttribute('data-behaviour')).toBe('resize');
    rerender(
      <ChromeStateProvider>
        <ChromeLayout locale="en" {...data}>
          <h1>Search</h1>
        </ChromeLayout>
      </ChromeStateProvider>,
    );
    expect(screen.getByRole('banner').getAttribute('data-behaviour')).toBe('hide');
  });

  it("gives a screen without a page setting the site's default from the navigation answer", () => {
    render(
      <ChromeStateProvider>
        <ChromeLayout
          locale="en"
          {...data}
          navigation={{ ...data.navigation, header_behaviour: 'default' }}
        >
          <h1>Search</h1>
        </ChromeLayout>
      </ChromeStateProvider>,
    );
    expect(screen.getByRole('banner').getAttribute('data-behaviour')).toBe('default');
  });

  it('sends a search to the search screen with the query as q', () => {
    renderChrome();
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const input = screen.getByRole('combobox', { name: 'Search term' });
    fireEvent.change(input, { target: { value: 'open day' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/en/search?q=open%20day');
  });
});
