import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Startseite', href: '/de' },
      { label: 'Veranstaltungen', href: '/de/veranstaltungen' },
    ],
    current: 'Semesterkonzert 25',
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { current: 'Studiengang Instrumentalmusik mit künstlerischem Hauptfach Klavier' },
};
export const English: Story = {
  args: { items: [{ label: 'Home', href: '/en' }], current: 'News', options: { locale: 'en' } },
};
