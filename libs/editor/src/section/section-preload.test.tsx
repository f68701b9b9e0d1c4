import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedRichTextEditor } from '../forms/fields/rich-text-chunk';
import { SectionControls } from './SectionControls';

/** A stand-in for the browser's IntersectionObserver (jsdom has none): tests say what is seen. */
class SeenObserver {
  static last: SeenObserver | null = null;
  readonly observed = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    SeenObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  see(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.report([entry], this as unknown as IntersectionObserver);
  }
}

function page(...ids: number[]) {
  const main = document.body.appendChild(document.createElement('main'));
  main.innerHTML = ids
    .map((id) => `<div data-aula-model="ContainerModule" data-aula-module-id="${id}"></div>`)
    .join('');
  return main;
}

// A page that is never idle (a busy one): nothing here may wait for it.
beforeEach(() => vi.stubGlobal('requestIdleCallback', () => 0));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** The page's section buttons in edit mode; answers the spy that is told what to prepare. */
function controls() {
  const prepare = vi.fn();
  render(
    <SectionControls
      locale="de"
      onEdit={() => undefined}
      onPrepare={prepare}
      onCreate={() => undefined}
    />,
  );
  return prepare;
}

describe('edit mode reads sections ahead (DESIGN.md 8: the panel opens at once)', () => {
  it('prepares a section whose Edit button is pointed at or focused', async () => {
    page(3);
    const prepare = controls();
    const edit = await screen.findByRole('button', { name: 'Abschnitt bearbeiten' });
    fireEvent.pointerEnter(edit);
    fireEvent.focus(edit);
    expect(prepare.mock.calls).toEqual([[3], [3]]);
  });

  it('prepares each section once as it comes into view', async () => {
    vi.stubGlobal('IntersectionObserver', SeenObserver);
    const main = page(3, 4);
    const prepare = controls();
    await waitFor(() => expect(SeenObserver.last?.observed.size).toBe(2));
    const [first] = main.children;
    act(() => SeenObserver.last?.see(first as Element));
    expect(prepare.mock.calls).toEqual([[3]]);
    expect(SeenObserver.last?.observed.size).toBe(1);
  });

  it('loads CKEditor as soon as edit mode is on, without waiting for the page to be idle', async () => {
    render(<SectionControls locale="de" onEdit={() => undefined} onCreate={() => undefined} />);
    await waitFor(() => expect(loadedRichTextEditor()).not.toBeNull(), { timeout: 10_000 });
  });
});
