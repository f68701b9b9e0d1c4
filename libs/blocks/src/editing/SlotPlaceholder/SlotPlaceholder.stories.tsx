import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlotPlaceholder } from './SlotPlaceholder';

const meta = {
  title: 'Blocks/SlotPlaceholder',
  component: SlotPlaceholder,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An editable slot whose section does not exist yet (spec 4), shown to editors only as an empty, labelled frame where they create it.',
      },
    },
  },
} satisfies Meta<typeof SlotPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { locale: 'de', slug: 'news-12-body' } };
export const English: Story = { args: { locale: 'en', slug: 'news-12-body' } };
export const FirstSectionOfAPage: Story = { args: { locale: 'de', slug: null, pageId: 9 } };
