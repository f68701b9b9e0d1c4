import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomCursor } from './CustomCursor';

function stubMedia({ fine, reduce }: { fine: boolean; reduce: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('pointer: fine') ? fine : query.includes('reduce') ? reduce : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('CustomCursor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows a fine pointer and grows over links', () => {
    stubMedia({ fine: true, reduce: false });
    const { container } = render(
      <>
        <CustomCursor />
        <a href="/de">Link</a>
      </>,
    );
    const cursor = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(cursor).not.toBeNull();
    fireEvent.pointerMove(document, { clientX: 40, clientY: 60 });
    expect(cursor?.style.transform).toBe('translate(40px, 60px)');
    expect(cursor).toHaveAttribute('data-hover', 'false');
    fireEvent.pointerMove(container.querySelector('a') ?? document, { clientX: 10, clientY: 10 });
    expect(cursor).toHaveAttribute('data-hover', 'true');
  });

  it('is absent for coarse pointers', () => {
    stubMedia({ fine: false, reduce: false });
    const { container } = render(<CustomCursor />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is absent with reduced motion', () => {
    stubMedia({ fine: true, reduce: true });
    const { container } = render(<CustomCursor />);
    expect(container).toBeEmptyDOMElement();
  });
});
