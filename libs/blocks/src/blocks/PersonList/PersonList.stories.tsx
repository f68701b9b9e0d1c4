import type { Meta, StoryObj } from '@storybook/react-vite';
import { base, entry } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { PersonList } from './PersonList';

const meta = {
  title: 'Blocks/Person list',
  component: PersonList,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`PersonListModule` (spec 3). Field: `children` (the chosen persons: name as title, detail url, role as subtitle, portrait). No headline field: the list is labelled "Personen"/"People" for assistive technology.',
      },
    },
  },
} satisfies Meta<typeof PersonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {
  args: {
    module: {
      ...base(),
      model: 'PersonListModule',
      children: [0, 1, 2].map((index) => entry(index, 'person')),
    },
  },
};
export const English: Story = {
  args: {
    module: {
      ...base(),
      model: 'PersonListModule',
      children: [{ ...entry(0, 'person'), subtitle: 'Professor of composition' }],
    },
  },
  parameters: { locale: 'en' },
};
