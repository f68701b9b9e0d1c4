import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusableAfter, useReturnFocus } from './focus-return';

function Surface({ open, onClosed }: { open: boolean; onClosed(returnFocus: () => void): void }) {
  const returnFocus = useReturnFocus(open);
  onClosed(returnFocus);
  return open ? <button type="button">inside</button> : null;
}

describe('focus return (never to the page body)', () => {
  it('gives the focus back to the element that had it when the surface opened', () => {
    let restore = () => undefined as void;
    const { rerender } = render(
      <>
        <button type="button">opener</button>
        <Surface open={false} onClosed={(next) => (restore = next)} />
      </>,
    );
    screen.getByRole('button', { name: 'opener' }).focus();
    rerender(
      <>
        <button type="button">opener</button>
        <Surface open onClosed={(next) => (restore = next)} />
      </>,
    );
    screen.getByRole('button', { name: 'inside' }).focus();
    rerender(
      <>
        <button type="button">opener</button>
        <Surface open={false} onClosed={(next) => (restore = next)} />
      </>,
    );
    act(() => restore());
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
  });

  it('finds the next focusable element after one that goes away, else main', () => {
    render(
      <>
        <aside data-testid="banner">
          <button type="button">close</button>
        </aside>
        <a href="/de">logo</a>
        <main>text</main>
      </>,
    );
    expect(focusableAfter(screen.getByTestId('banner'))).toBe(
      screen.getByRole('link', { name: 'logo' }),
    );
    const main = document.querySelector('main');
    expect(focusableAfter(screen.getByRole('link', { name: 'logo' }))).toBe(main);
    expect(main).toHaveAttribute('tabindex', '-1');
  });
});
