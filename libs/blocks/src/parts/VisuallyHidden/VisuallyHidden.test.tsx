import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('names its button through the shared visually-hidden class of @aula/ui', () => {
    render(
      <button type="button">
        <VisuallyHidden>Next</VisuallyHidden>
      </button>,
    );
    // jsdom computes no layout: the class is what hides it (its rule is checked in @aula/ui).
    expect(screen.getByRole('button', { name: 'Next' }).firstElementChild).toHaveClass(
      'visually-hidden',
    );
  });
});
