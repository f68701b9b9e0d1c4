import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrowserNotice } from './BrowserNotice';

/** The notice as an old browser shows it (the stories run in a current one, where it hides). */
function ShownNotice({ locale }: { locale: 'de' | 'en' }) {
  return (
    <div ref={(node) => node?.querySelector('aside')?.removeAttribute('hidden')}>
      <BrowserNotice locale={locale} />
    </div>
  );
}

const meta = {
  title: 'Chrome/Browser notice',
  component: ShownNotice,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'spec 8: a short, dismissible notice for browsers older than the build targets (Chrome, ' +
          'Edge and Firefox 111, Safari 16.4); a user-agent check in an inline script shows it.',
      },
    },
  },
} satisfies Meta<typeof ShownNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const German: Story = { args: { locale: 'de' } };
export const English: Story = { args: { locale: 'en' } };
