import type { Meta, StoryObj } from '@storybook/react-vite';
import { headline } from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Headline } from './Headline';

const meta = {
  title: 'Blocks/Headline',
  component: Headline,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    docs: {
      description: {
        component:
          '`HeadlineModule` (spec 3). Fields: `headline_level` 2 to 6 (the heading element h2-h6), `preline` (above), `content` (the heading, required), `subline` (below), `anchor` (id of the group, for in-page links), `extra_class` `links` (left) or `zentriert` (centred). Preline and subline are grouped with the heading in an `hgroup`.',
      },
    },
  },
} satisfies Meta<typeof Headline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeftAligned: Story = { args: { module: headline({ anchor: 'studium' }) } };
export const Centred: Story = { args: { module: headline({ extra_class: 'zentriert' }) } };
export const Level3: Story = {
  args: { module: headline({ headline_level: 3, preline: '', subline: '' }) },
};
export const Level4: Story = { args: { module: headline({ headline_level: 4 }) } };
export const Level5: Story = { args: { module: headline({ headline_level: 5 }) } };
export const Level6: Story = {
  args: { module: headline({ headline_level: 6, extra_class: 'zentriert' }) },
};
export const LongGerman: Story = {
  args: {
    module: headline({
      content:
        'Internationale Sommerakademie für zeitgenössische Komposition, Klangkunst und elektroakustische Musik',
      subline: 'Bewerbungsschluss: 15. März',
    }),
  },
};
export const English: Story = {
  args: {
    module: headline({
      preline: 'Study',
      content: 'Study art and design',
      subline: 'Twelve programmes, one campus',
    }),
  },
  parameters: { locale: 'en' },
};
