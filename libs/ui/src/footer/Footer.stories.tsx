import type { Meta, StoryObj } from '@storybook/react-vite';
import { footerProps } from '../testing/footer-fixture';
import { Footer } from './Footer';

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Campus portal, footer navigation and cookie settings; social links; microsites by category (collapsible on small screens); related websites (spec 2).',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { locale: 'de', ...footerProps } };
export const WithoutMicrosites: Story = {
  args: { locale: 'en', ...footerProps, microsites: {}, relatedWebsites: [] },
};
