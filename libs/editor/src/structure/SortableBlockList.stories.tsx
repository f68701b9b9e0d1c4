import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@aula/routing';
import { blockDefinitions } from '@aula/api-client';
import { t } from '@aula/i18n';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../editor-text';
import type { DraftBlock } from '../section/section-draft';
import { BlockMoveMenu } from './BlockMoveMenu';
import { moveBlockTo } from './move-block';
import { SortableColumns } from './SortableColumns';
import { SortableItem } from './SortableItem';

const block = (key: string, model: DraftBlock['model'], column: number): DraftBlock => ({
  key,
  model,
  column,
  value: {},
  removed: false,
});

/** The section dialog's sortable columns with just each block's name, handle and Move menu. */
function SortableBlockList({ locale, columns }: { locale: Locale; columns: number }) {
  const [blocks, setBlocks] = useState<DraftBlock[]>([
    block('a', 'HeadlineModule', 0),
    block('b', 'TextModule', 0),
    block('c', 'QuoteModule', 0),
    block('d', 'ImageModule', 1),
  ]);
  const move = (key: string, column: number, index: number) =>
    setBlocks(
      (current) =>
        moveBlockTo(
          { id: 1, slug: null, version: 1, layout: 3, nested: 0, blocks: current },
          key,
          column,
          index,
        ).blocks,
    );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: '1rem' }}>
      <SortableColumns
        locale={locale}
        blocks={blocks}
        columns={columns}
        onMove={move}
        onRestore={setBlocks}
        renderColumn={(column, inColumn, list) => (
          <section
            key={column}
            aria-label={text(locale, 'editor.dialog.column', { number: column + 1 })}
          >
            {list(
              inColumn.map((entry, index) => {
                const name = t(locale, blockDefinitions[entry.model].label);
                const place = {
                  block: name,
                  number: index + 1,
                  count: inColumn.length,
                  column: column + 1,
                };
                return (
                  <SortableItem
                    key={entry.key}
                    id={entry.key}
                    handleLabel={text(locale, 'structure.drag.block', place)}
                    data={{ 'data-aula-block': entry.key }}
                  >
                    {(handle) => (
                      <div
                        style={{
                          display: 'flex',
                          gap: '0.5rem',
                          alignItems: 'center',
                          padding: '0.5rem',
                          border: '1px solid',
                        }}
                      >
                        {handle}
                        <h4 style={{ flex: 1, margin: 0 }}>
                          {text(locale, 'editor.block.position', {
                            block: name,
                            number: index + 1,
                            count: inColumn.length,
                          })}
                        </h4>
                        <BlockMoveMenu
                          locale={locale}
                          draft={{ blocks }}
                          blockKey={entry.key}
                          columns={columns}
                          name={name}
                          onMove={(target) => move(entry.key, target.column, target.index)}
                        />
                      </div>
                    )}
                  </SortableItem>
                );
              }),
            )}
          </section>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Editor/Structure/Sortable block list',
  component: SortableBlockList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8: the blocks of a section as sortable lists per column (@dnd-kit): drag by ' +
          'the handle with the pointer or the keyboard (Space, arrows, Space; Escape cancels), ' +
          'announced in German or English; each block also has a Move menu.',
      },
    },
  },
  args: { locale: 'de', columns: 2 },
} satisfies Meta<typeof SortableBlockList>;

export default meta;
type Story = StoryObj<typeof meta>;

const live = (canvasElement: HTMLElement) => canvasElement.querySelector('[id^="DndLiveRegion"]');

export const TwoColumns: Story = {};

export const MoveMenuToAnotherColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Text verschieben' }));
    // The menu opens in a popover at the end of the page.
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'In Spalte 2' }),
    );
    const second = canvas.getByRole('region', { name: 'Spalte 2' });
    await expect(
      within(second).getByRole('heading', { name: 'Text (2 von 2)' }),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: 'Spalte 1' })).getByRole('heading', {
        name: 'Zitat (2 von 2)',
      }),
    ).toBeInTheDocument();
  },
};

export const KeyboardPickUpAndCancelEnglish: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Drag Text (position 2 of 3, column 1)' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await userEvent.keyboard(' ');
    // Picked up (jsdom has no layout, so where it hovers is not checked here: the e2e does that).
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    // The announcement names the block: a browser says "Picked up block Text, …", jsdom (no
    // layout) already "Block Text moved …".
    await waitFor(() => expect(live(canvasElement)?.textContent).toMatch(/block Text\b/i));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(live(canvasElement)).toHaveTextContent(
        'Moving cancelled. Block Text is back at position 2 of 3, column 1.',
      ),
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Column 1' })).getByRole('heading', {
        name: 'Text (2 of 3)',
      }),
    ).toBeInTheDocument();
  },
};
