import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyLightbox } from './LazyLightbox';

const slides = [
  { src: '/media/a.jpg', alt: 'First image' },
  { src: '/media/b.jpg', alt: 'Second image' },
];

function Gallery() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open image
      </button>
      <LazyLightbox
        slides={slides}
        index={1}
        open={open}
        onClose={() => setOpen(false)}
        locale="en"
      />
    </>
  );
}

describe('LazyLightbox (DESIGN.md 5)', () => {
  it('renders nothing (and loads nothing) until it first opens', () => {
    render(<Gallery />);
    expect(document.querySelector('.yarl__portal')).toBeNull();
  });

  it('loads and shows the lightbox when opened, and gives the focus back when closed', async () => {
    render(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: 'Open image' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(document.querySelector('.yarl__counter')?.textContent).toBe('2 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open image' })).toHaveFocus());
  });
});
