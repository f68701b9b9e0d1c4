import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToCalendar } from './AddToCalendar';

const meta = {
  title: 'Components/Add to calendar',
  component: AddToCalendar,
  tags: ['autodocs'],
  args: {
    locale: 'de',
    fileName: 'semesterkonzert-25',
    event: {
      uid: 'event-25@aula',
      title: 'Semesterkonzert 25',
      start: '2026-11-24T18:00:00.000Z',
      end: '2026-11-24T20:00:00.000Z',
      location: 'Studiobühne',
    },
  },
} satisfies Meta<typeof AddToCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const English: Story = {
  args: { locale: 'en' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
