import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreakingNews, type BreakingNewsEntry } from './BreakingNews';

const regular: BreakingNewsEntry = {
  id: 1,
  headline: 'Bewerbungsfrist verlängert',
  text: 'Bewerbungen für das Wintersemester sind bis zum 15. Juni möglich.',
  color: 'regular',
  link_obj: { url: '/de/bewerbung' },
  link_text: 'Zur Bewerbung',
};

const meta = {
  title: 'Chrome/Breaking news',
  component: BreakingNews,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Site-wide banner above the header: regular or urgent (red); closing hides it until the list loads again (spec 2/4).',
      },
    },
  },
} satisfies Meta<typeof BreakingNews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = { args: { locale: 'de', items: [regular] } };
export const Urgent: Story = {
  args: {
    locale: 'en',
    items: [
      {
        id: 2,
        headline: 'Building closed',
        text: 'The main building is closed today because of a power cut.',
        color: 'urgent',
        link_obj: null,
        link_text: '',
      },
    ],
  },
};
