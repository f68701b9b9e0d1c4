import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from './DefaultLayout';
import { ErrorLayout } from './ErrorLayout';

describe('DefaultLayout', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the regions in the order of spec 2, the skip link first', async () => {
    const { container } = render(
      <DefaultLayout
        locale="de"
        path="/de"
        editorHeader={<div data-region="editor">Editor</div>}
        breakingNews={<aside aria-label="Meldung">Meldung</aside>}
        header={<header>Kopf</header>}
        footer={<footer>Fuß</footer>}
      >
        <p>Seitentext</p>
      </DefaultLayout>,
    );
    const text = container.textContent ?? '';
    expect(text.indexOf('Zum Inhalt springen')).toBeLessThan(text.indexOf('Editor'));
    expect(text.indexOf('Editor')).toBeLessThan(text.indexOf('Meldung'));
    expect(text.indexOf('Meldung')).toBeLessThan(text.indexOf('Kopf'));
    expect(text.indexOf('Kopf')).toBeLessThan(text.indexOf('Seitentext'));
    expect(text.indexOf('Seitentext')).toBeLessThan(text.indexOf('Fuß'));
    expect(screen.getByRole('main')).toHaveTextContent('Seitentext');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus();
  });
});

describe('ErrorLayout', () => {
  it('shows only a header with the animated logo above the content', () => {
    render(
      <ErrorLayout locale="en">
        <h1>404</h1>
      </ErrorLayout>,
    );
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: /Home page/ }),
    );
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute(
      'data-animated',
      'true',
    );
    expect(screen.getByRole('main')).toHaveTextContent('404');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
