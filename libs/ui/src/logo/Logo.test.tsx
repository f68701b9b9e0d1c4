import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

describe('Logo', () => {
  it('links to the home page of the current language', () => {
    render(<Logo locale="en" />);
    expect(screen.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/en');
  });

  it('can be animated for the error layout', () => {
    render(<Logo locale="de" animated />);
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute(
      'data-animated',
      'true',
    );
  });

  it('draws the turning mark whole: its corners may reach past the drawing box', () => {
    const { container } = render(<Logo locale="de" animated />);
    expect(container.querySelector('svg')).toHaveAttribute('overflow', 'visible');
  });
});
