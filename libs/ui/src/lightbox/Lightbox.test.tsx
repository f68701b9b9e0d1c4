import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox';
import { wheelPause } from './WheelNavigation';

const slides = [
  { src: '/media/a.jpg', alt: 'First image' },
  { src: '/media/b.jpg', alt: 'Second image', description: 'B' },
  { src: '/media/c.jpg', alt: 'Third image' },
];

function counter(): string {
  return document.querySelector('.yarl__counter')?.textContent ?? '';
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Lightbox', () => {
  it('renders nothing while closed', () => {
    render(
      <Lightbox slides={slides} index={0} open={false} onClose={() => undefined} locale="de" />,
    );
    expect(screen.queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
  });

  it('shows the counter and translated buttons, without thumbnails or zoom', () => {
    render(<Lightbox slides={slides} index={1} open onClose={() => undefined} locale="de" />);
    expect(counter()).toBe('2 von 3');
    expect(screen.getByText('B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächstes Bild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriges Bild' })).toBeInTheDocument();
    expect(document.querySelector('.yarl__thumbnails')).toBeNull();
    expect(screen.queryByRole('button', { name: /zoom/i })).toBeNull();
  });

  it('has no accessibility violations while open', async () => {
    render(<Lightbox slides={slides} index={0} open onClose={() => undefined} locale="de" />);
    const portal = document.querySelector<HTMLElement>('.yarl__portal');
    expect(portal).not.toBeNull();
    if (!portal) return;
    const { violations } = await axe.run(portal, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map(({ id }) => id)).toEqual([]);
  });

  it('closes with the close button', async () => {
    const onClose = vi.fn();
    render(<Lightbox slides={slides} index={0} open onClose={onClose} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closing gives the focus back to the image button that opened it', async () => {
    function Gallery() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open image
          </button>
          <Lightbox
            slides={slides}
            index={0}
            open={open}
            onClose={() => setOpen(false)}
            locale="en"
          />
        </>
      );
    }
    render(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Open image' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open image' })).toHaveFocus());
  });

  it('with the opener gone, closing moves focus to what followed it, not the body', async () => {
    // yet-another-react-lightbox gives the focus back to its opener itself (a real browser does
    // too: see chrome-focus-return.spec.ts); what it cannot do is find a target when the opener
    // was replaced while the lightbox was open (a gallery that re-renders its images).
    function Gallery() {
      const [open, setOpen] = useState(false);
      const [round, setRound] = useState(0);
      // The gallery renders its images anew while the lightbox is open.
      useEffect(() => {
        if (!open) return;
        const timer = setTimeout(() => setRound((value) => value + 1), 50);
        return () => clearTimeout(timer);
      }, [open]);
      return (
        <>
          <button key={round} type="button" onClick={() => setOpen(true)}>
            Open image
          </button>
          <a href="#after">After the gallery</a>
          <Lightbox
            slides={slides}
            index={0}
            open={open}
            onClose={() => setOpen(false)}
            locale="en"
          />
        </>
      );
    }
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Open image' });
    await userEvent.click(opener);
    await waitFor(() => expect(opener.isConnected).toBe(false));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(screen.getByRole('link', { name: 'After the gallery' })).toHaveFocus();
  });

  it('turns the slides with the mouse wheel, one slide per gesture', () => {
    vi.useFakeTimers();
    render(<Lightbox slides={slides} index={0} open onClose={() => undefined} locale="en" />);
    const carousel = document.querySelector('.yarl__container');
    expect(carousel).not.toBeNull();
    if (!carousel) return;
    fireEvent.wheel(carousel, { deltaY: 100 });
    fireEvent.wheel(carousel, { deltaY: 100 });
    act(() => vi.advanceTimersByTime(1000));
    expect(counter()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(wheelPause));
    fireEvent.wheel(carousel, { deltaY: -100 });
    act(() => vi.advanceTimersByTime(1000));
    expect(counter()).toBe('1 of 3');
  });

  it('hides the navigation buttons for a single image', () => {
    render(
      <Lightbox slides={slides.slice(0, 1)} index={0} open onClose={() => undefined} locale="en" />,
    );
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(counter()).toBe('1 of 1');
  });
});
