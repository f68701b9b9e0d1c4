import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: 'Chrome/Loading bar',
  component: LoadingBar,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Appears after 200 ms of loading, fills in about 5 s, hides 500 ms after the end; red when the load failed (spec 4/9).',
      },
    },
  },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { locale: 'de', loading: true } };
/** spec 8: a navigation or refresh failed: full, marked and announced until the next load. */
export const Failed: Story = { args: { locale: 'en', loading: false, failed: true } };
export const Idle: Story = { args: { locale: 'de', loading: false } };
