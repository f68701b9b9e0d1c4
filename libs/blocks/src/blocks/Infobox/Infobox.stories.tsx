import type { Meta, StoryObj } from '@storybook/react-vite';
import { base, infobox } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Infobox } from './Infobox';

const meta = {
  title: 'Blocks/Infobox',
  component: Infobox,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`InfoboxModule` (spec 3). Fields: `children` (infobox items: `preline` as label, `content` rich text, sanitized), `anchor`.',
      },
    },
  },
} satisfies Meta<typeof Infobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { module: infobox({ anchor: 'fristen' }) } };
export const English: Story = {
  args: {
    module: infobox({
      children: [
        {
          ...base(),
          model: 'InfoboxItemModule',
          preline: 'Deadline',
          content: '<p>15 March 2027</p>',
        },
        {
          ...base(),
          model: 'InfoboxItemModule',
          preline: 'Contact',
          content: '<p><a href="mailto:study@example.org">study@example.org</a></p>',
        },
      ],
    }),
  },
  parameters: { locale: 'en' },
};
