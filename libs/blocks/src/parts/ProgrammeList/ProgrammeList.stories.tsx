import type { Meta, StoryObj } from '@storybook/react-vite';
import { programme } from '../SearchHits/search-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { ProgrammeList } from './ProgrammeList';

const meta = {
  title: 'Blocks/ProgrammeList',
  component: ProgrammeList,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          "A faculty's study programmes (spec 2): the title with the degree links to the programme in the page's language, then its teaser.",
      },
    },
  },
} satisfies Meta<typeof ProgrammeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { programmes: [programme(1), programme(2)] } };
export const English: Story = {
  args: { programmes: [programme(1)] },
  parameters: { locale: 'en' },
};
