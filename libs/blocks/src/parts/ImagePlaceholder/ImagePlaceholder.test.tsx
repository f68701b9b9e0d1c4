import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImagePlaceholder, initialsOf } from './ImagePlaceholder';

describe('ImagePlaceholder', () => {
  it('takes two initials from a name, skipping academic titles', () => {
    expect(initialsOf('Prof. Dr. Anna Bauer')).toBe('AB');
    expect(initialsOf('Tomasz Bauer')).toBe('TB');
    expect(initialsOf('Ökonomie')).toBe('Ö');
    expect(initialsOf('')).toBe('');
  });

  it('shows initials for a portrait and is hidden from screen readers', () => {
    render(<ImagePlaceholder kind="portrait" label="Leonie Bauer" />);
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveTextContent('LB');
  });

  it('shows no text for a landscape image', () => {
    render(<ImagePlaceholder kind="landscape" label="Semesterkonzert" />);
    expect(screen.getByTestId('image-placeholder')).toBeEmptyDOMElement();
  });
});
