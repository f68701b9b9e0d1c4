import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brokenImage, headline, link, text } from '../testing/module-fixtures';
import { withBlocks } from '../testing/with-blocks';
import { Modules } from './ModuleRenderer';

const meta = {
  title: 'Blocks/Modules (registry)',
  component: Modules,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`<Modules modules={page.modules} />` renders each module by its `model` through `blockRenderers`. An unknown model renders nothing for visitors and a visible placeholder in edit mode; a block that throws is caught by its own error boundary. `wrapBlock` (editor renders only) receives every block, nested ones included, with what it rendered, and renders what it returns: the seam where the editor adds its controls and `data-aula-*` attributes.',
      },
    },
  },
} satisfies Meta<typeof Modules>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = [headline(), text(), { model: 'CarouselModule', id: 999 }, link()];

export const Visitor: Story = { args: { modules: page } };
export const EditModeShowsUnknownModel: Story = {
  args: { modules: page },
  parameters: { editMode: true },
};
export const EnglishEditMode: Story = {
  args: { modules: [{ model: 'LegacyWidget' }] },
  parameters: { locale: 'en', editMode: true },
};

/** The edit seam: a wrapper outlines every block and marks it with its model (as the editor's controls would). */
export const WithBlockWrapper: Story = {
  args: {
    modules: page,
    wrapBlock: (block, rendered) => (
      <div
        data-aula-model={block.model}
        style={{ outline: '1px dashed currentColor', outlineOffset: '0.25rem', margin: '1rem 0' }}
      >
        {rendered}
      </div>
    ),
  },
  parameters: { editMode: true },
};

/**
 * A stored block that no longer reads is left out for visitors; the blocks around it render (one
 * bad row never breaks a page).
 */
export const BrokenBlockForVisitors: Story = {
  args: {
    modules: [
      headline({ content: 'Vor dem Block' }),
      brokenImage(),
      text({ content: '<p>Nach dem Block</p>' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Vor dem Block' })).toBeInTheDocument();
    await expect(canvas.getByText('Nach dem Block')).toBeInTheDocument();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

/**
 * Editors see the broken block's placeholder: the block's name, the problem and how to fix it.
 */
export const BrokenBlockForEditors: Story = {
  args: {
    modules: [
      headline({ content: 'Vor dem Block' }),
      brokenImage(),
      text({ content: '<p>Nach dem Block</p>' }),
    ],
  },
  parameters: { editMode: true },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Fehlerhafter Block: Bild');
    await expect(note).toHaveTextContent('Problem: alias: Bitte wählen Sie eine der Optionen.');
    await expect(note).toHaveTextContent('„Abschnitt bearbeiten“');
  },
};

/** The same in English, with an untranslated problem from the server (a schema's own message). */
export const BrokenBlockForEditorsEnglish: Story = {
  args: {
    modules: [
      brokenImage({
        model: 'FAQModule',
        problem: 'children.0.content: Invalid type: Expected string but received 42',
      }),
    ],
  },
  parameters: { editMode: true, locale: 'en' },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('Broken block: FAQ');
    await expect(note).toHaveTextContent('children.0.content: Invalid type');
  },
};
