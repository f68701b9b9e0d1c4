import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DockedPanel } from './DockedPanel';

/** The page below which the panel docks: a section it marks and keeps in view. */
function PageWithSection({ children }: { children(target: HTMLElement | null): ReactNode }) {
  // The panel opens once the section is on the page (as an editor's click finds it there).
  const [target, setTarget] = useState<HTMLElement | null>(null);
  return (
    <>
      <section ref={setTarget} style={{ padding: '2rem 1rem' }}>
        <h2>Studium und Lehre</h2>
        <p>Die Hochschule bietet 28 Studiengänge in Kunst, Gestaltung und Musik an.</p>
      </section>
      {target ? children(target) : null}
    </>
  );
}

const meta = {
  title: 'Editor/Docked panel',
  component: DockedPanel,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 8: where a section is edited: docked beside the page in a window of 64rem ' +
          'and wider, at the bottom of the window below that (phones), never a modal over the ' +
          'page. The page makes room and is laid out for the width it keeps; the edited section ' +
          'is marked and brought into view. A dialog to screen readers without a focus trap; ' +
          'Escape and Close ask the owner; its width (or height) is set on its inner edge by ' +
          'dragging or with the arrow keys, Home and End, and kept in this browser.',
      },
    },
  },
  // Each story starts at the default size, not at one an earlier story set.
  beforeEach: () => {
    localStorage.removeItem('aula-editor-panel-height');
    localStorage.removeItem('aula-editor-panel-width');
  },
  args: {
    title: 'Abschnitt bearbeiten',
    closeLabel: 'Schließen',
    resizeLabels: {
      bottom: 'Höhe des Bearbeitungsbereichs',
      side: 'Breite des Bearbeitungsbereichs',
    },
    onCancel: fn(),
    target: null,
    children: null,
  },
  render: (args) => (
    <PageWithSection>
      {(target) => (
        <DockedPanel {...args} target={target}>
          <label>
            Überschrift <input defaultValue="Studium und Lehre" />
          </label>
        </DockedPanel>
      )}
    </PageWithSection>
  ),
} satisfies Meta<typeof DockedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open beside or below the page; the section is marked. */
export const German: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Abschnitt bearbeiten',
    });
    await expect(dialog).not.toHaveAttribute('aria-modal');
    await expect(document.querySelector('section')).toHaveAttribute('data-aula-editing');
  },
};

/**
 * In English, at 1280 px: beside the page, its width set with the keyboard on its inner edge (left
 * makes it wider); below the page in a narrow window, its height (up makes it taller).
 */
export const EnglishResizedWithKeys: Story = {
  tags: ['play-at-1280'],
  args: {
    title: 'Edit section',
    closeLabel: 'Close',
    resizeLabels: { bottom: 'Height of the editing panel', side: 'Width of the editing panel' },
  },
  play: async () => {
    const body = within(document.body);
    const resizer = await body.findByRole('separator');
    const beside = resizer.getAttribute('aria-orientation') === 'vertical';
    await expect(resizer).toHaveAccessibleName(
      beside ? 'Width of the editing panel' : 'Height of the editing panel',
    );
    const before = Number(resizer.getAttribute('aria-valuenow'));
    resizer.focus();
    await userEvent.keyboard(beside ? '{ArrowLeft}' : '{ArrowUp}');
    await expect(Number(resizer.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  },
};

/** Escape asks the owner (who may ask before discarding changes). */
export const EscapeAsksTheOwner: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const field = await body.findByRole('textbox', { name: 'Überschrift' });
    field.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
