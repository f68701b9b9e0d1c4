import type { ContainerLayoutIndex } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  base,
  headline,
  image,
  imageFields,
  link,
  quote,
  text,
} from '../../testing/module-fixtures';
import { withBlocks } from '../../testing/with-blocks';
import { Container } from './Container';

function container(layout: ContainerLayoutIndex, columns: number) {
  const fillings = [
    [headline({ headline_level: 3, preline: '', subline: '' }), text()],
    [
      image({ alias: 'vertical', ...imageFields(400, 500, 'Porträt'), description: '' }),
      link({ reduce_spacing: true }),
    ],
    [quote()],
  ];
  return {
    ...base(),
    model: 'ContainerModule' as const,
    layout,
    columns: Array.from({ length: columns }, (_, index) => ({
      classes: '',
      children: fillings[index % fillings.length] ?? [],
    })),
  };
}

const meta = {
  title: 'Blocks/Container',
  component: Container,
  tags: ['autodocs'],
  decorators: [withBlocks],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`ContainerModule` (spec 3/9): a section on the 12-column grid, at most 100rem wide. `layout` index: 0 = 100; 1 = 67-33; 2 = 33-67; 3 = 50-50; 4 = 33-33-33; 5 = 25-50-25. `columns` carry `classes` (passed through for the host) and `children` (any modules, rendered through the registry, containers included). Columns stack on small screens; two-column layouts split from 48em, three-column layouts from 64em. The `slug` is the section id.',
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: { module: container(0, 1) } };
export const TwoThirdsOneThird: Story = { args: { module: container(1, 2) } };
export const OneThirdTwoThirds: Story = { args: { module: container(2, 2) } };
export const Halves: Story = { args: { module: container(3, 2) } };
export const Thirds: Story = { args: { module: container(4, 3) } };
export const QuarterHalfQuarter: Story = { args: { module: container(5, 3) } };
