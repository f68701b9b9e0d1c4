import type { Meta, StoryObj } from '@storybook/react-vite';
import { menuFixture } from '../testing/navigation-fixture';
import { MainNavigation } from './MainNavigation';

const meta = {
  title: 'Chrome/Main navigation',
  component: MainNavigation,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The menu's top level in the header on screens from 64em (1024 px) on; the page's " +
          'entry or its area is marked. Hidden on narrower screens, where the burger leads.',
      },
    },
  },
  // Shown from 64em on: the stories open at the desktop width.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { locale: 'de', items: menuFixture },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const CurrentArea: Story = { args: { currentPath: '/de/studium/musik' } };
export const CurrentPage: Story = { args: { currentPath: '/de/presse' } };
const englishNames = ['Study', 'Application', 'Events', 'University', 'Press', 'People', 'News'];
export const English: Story = {
  args: {
    locale: 'en',
    items: menuFixture.map((item, index) => ({ ...item, menu_name: englishNames[index] ?? '' })),
    currentPath: '/de/veranstaltungen',
  },
};
