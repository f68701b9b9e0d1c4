import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';

const meta = {
  title: 'Chrome/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Links to the home page of the current language; animated in the error layout (spec 2).',
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = { args: { locale: 'de' } };
export const Animated: Story = { args: { locale: 'en', animated: true } };
