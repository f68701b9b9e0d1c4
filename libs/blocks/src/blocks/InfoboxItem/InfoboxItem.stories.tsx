import type { Meta, StoryObj } from '@storybook/react-vite';
import { base } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { InfoboxItem } from './InfoboxItem';

const meta = {
  title: 'Blocks/Infobox item',
  component: InfoboxItem,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`InfoboxItemModule` (spec 3). Fields: `preline` (label), `content` (rich text, sanitized). Usually inside an infobox.',
      },
    },
  },
} satisfies Meta<typeof InfoboxItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: {
    module: {
      ...base(),
      model: 'InfoboxItemModule',
      preline: 'Ort',
      content: '<p>Campus Mitte, Haus B, Raum 204</p>',
    },
  },
};
export const English: Story = {
  args: {
    module: {
      ...base(),
      model: 'InfoboxItemModule',
      preline: 'Place',
      content: '<p>Campus Centre, building B, room 204</p>',
    },
  },
  parameters: { locale: 'en' },
};
