import type { Meta, StoryObj } from '@storybook/react-vite';
import { base, entry } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { EventList } from './EventList';

const meta = {
  title: 'Blocks/Event list',
  component: EventList,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`EventListModule` (spec 3). Fields: `headline`, `children` (the chosen events: title, url, start `date`, optional `end` shown as a range, location as subtitle, image).',
      },
    },
  },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: {
    module: {
      ...base(),
      model: 'EventListModule',
      headline: 'Veranstaltungen',
      children: [0, 1, 2, 3].map((index) => entry(index, 'event')),
    },
  },
};
export const English: Story = {
  args: {
    module: {
      ...base(),
      model: 'EventListModule',
      headline: 'Events',
      children: [{ ...entry(0, 'event'), title: 'Orchestra concert in the Great Hall' }],
    },
  },
  parameters: { locale: 'en' },
};
