import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.scrollY = 0;
  });

  it('appears a screen down and scrolls to the top, focusing the content', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.innerHeight = 800;
    render(
      <>
        <main id="content" tabIndex={-1} />
        <ScrollToTop locale="de" />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Nach oben' })).toBeNull();
    act(() => {
      window.scrollY = 900;
      window.dispatchEvent(new Event('scroll'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
