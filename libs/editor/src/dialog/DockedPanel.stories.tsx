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
          'DESIGN.md 8: where a section is edited: docked at the bottom of the window, not a modal ' +
          'over the page. The page keeps its layout above it and scrolls; the edited section is ' +
          'marked and brought into view. A dialog to screen readers without a focus trap; ' +
          'Escape and Close ask the owner; its height is set on its top edge by dragging or with ' +
          'the arrow keys, Home and End, and kept in this browser.',
      },
    },
  },
  // Each story starts at the default height, not at one an earlier story set.
  beforeEach: () => localStorage.removeItem('aula-editor-panel-height'),
  args: {
    title: 'Abschnitt bearbeiten',
    closeLabel: 'Schließen',
    resizeLabel: 'Höhe des Bearbeitungsbereichs',
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

/** Open below the page; the section above it is marked. */
export const German: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Abschnitt bearbeiten',
    });
    await expect(dialog).not.toHaveAttribute('aria-modal');
    await expect(document.querySelector('section')).toHaveAttribute('data-aula-editing');
  },
};

/** In English: the height is set with the keyboard on the panel's top edge. */
export const EnglishResizedWithKeys: Story = {
  args: { title: 'Edit section', closeLabel: 'Close', resizeLabel: 'Height of the editing panel' },
  play: async () => {
    const body = within(document.body);
    const resizer = await body.findByRole('separator', { name: 'Height of the editing panel' });
    const before = Number(resizer.getAttribute('aria-valuenow'));
    resizer.focus();
    await userEvent.keyboard('{ArrowUp}');
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
