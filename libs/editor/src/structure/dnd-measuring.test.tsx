import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DraftBlock } from '../section/section-draft';
import { SortableColumns } from './SortableColumns';
import { SortableItem } from './SortableItem';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const blocks = (text: string): DraftBlock[] => [
  { key: 'a', model: 'HeadlineModule', column: 0, value: { content: text }, removed: false },
  { key: 'b', model: 'TextModule', column: 0, value: { content: '<p>B</p>' }, removed: false },
];

function Lists({ text }: { text: string }) {
  return (
    <SortableColumns
      locale="de"
      blocks={blocks(text)}
      columns={1}
      onMove={() => undefined}
      onRestore={() => undefined}
      renderColumn={(column, inColumn, list) => (
        <section key={column}>
          {list(
            inColumn.map((block) => (
              <SortableItem key={block.key} id={block.key} handleLabel={`Ziehen ${block.key}`}>
                {(handle) => (
                  <div>
                    {handle}
                    {String(block.value['content'])}
                  </div>
                )}
              </SortableItem>
            )),
          )}
        </section>
      )}
    />
  );
}

describe('useDropPlaceMeasuring (DESIGN.md 8: change to page, keyboard dragging)', () => {
  it('measures no drop place as the lists mount and render again', async () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { rerender } = render(<Lists text="Eins" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    rerender(<Lists text="Zwei" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(measured).not.toHaveBeenCalled();
  });

  it('measures the drop places once a drag handle has the focus, before a drag starts', async () => {
    render(<Lists text="Eins" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    act(() => screen.getByRole('button', { name: 'Ziehen b' }).focus());
    expect(measured).toHaveBeenCalled();
    const lists = screen.getAllByRole('listitem');
    expect(measured.mock.contexts).toEqual(expect.arrayContaining(lists));
  });
});
