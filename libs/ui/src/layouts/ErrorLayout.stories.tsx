import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorLayout } from './ErrorLayout';

const meta = {
  title: 'Chrome/Layouts/Error layout',
  component: ErrorLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'Only a header with the animated logo (spec 2).' } },
  },
} satisfies Meta<typeof ErrorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    locale: 'de',
    children: (
      <>
        <h1>404</h1>
        <p>Diese Seite konnte leider nicht gefunden werden</p>
        <a href="/de">Zur Startseite</a>
      </>
    ),
  },
};
