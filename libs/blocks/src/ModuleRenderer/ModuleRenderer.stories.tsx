import type { Meta, StoryObj } from '@storybook/react-vite';
import { headline, link, text } from '../testing/module-fixtures';
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
          '`<Modules modules={page.modules} />` renders each module by its `model` through `blockRenderers`. An unknown model renders nothing for visitors and a visible placeholder in edit mode; a block that throws is caught by its own error boundary.',
      },
    },
  },
} satisfies Meta<typeof Modules>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = [headline(), text(), { model: 'CarouselModule', id: 999 }, link()];

export const Visitor: Story = { args: { modules: page } };
export const EditModeShowsUnknownModel: Story = { args: { modules: page }, parameters: { editMode: true } };
export const EnglishEditMode: Story = { args: { modules: [{ model: 'LegacyWidget' }] }, parameters: { locale: 'en', editMode: true } };
