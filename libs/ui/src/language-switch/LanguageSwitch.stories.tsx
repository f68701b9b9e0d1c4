import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Chrome/Language switch',
  component: LanguageSwitch,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The active language in italics; each link leads to the same page in that language (spec 2).',
      },
    },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const urls = { de: '/de/neuigkeiten', en: '/en/news' };
export const German: Story = { args: { locale: 'de', urls } };
export const English: Story = { args: { locale: 'en', urls } };
