import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('jumps to the main content with the translated label', () => {
    render(<SkipLink locale="de" />);
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute(
      'href',
      '#content',
    );
  });

  it('targets a custom element in English', () => {
    render(<SkipLink locale="en" targetId="main" />);
    expect(screen.getByRole('link', { name: 'Jump to content' })).toHaveAttribute('href', '#main');
  });
});
