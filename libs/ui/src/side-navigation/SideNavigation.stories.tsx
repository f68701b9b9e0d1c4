import type { Meta, StoryObj } from '@storybook/react-vite';
import { branchMenu, longBranchMenu } from './branch-fixture';
import { SideNavigation } from './SideNavigation';

const meta = {
  title: 'Chrome/SideNavigation',
  component: SideNavigation,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The side navigation of a content page inside a menu branch (spec 2): a button opens a ' +
          "panel sliding in from the side with the branch's pages, the current one marked; at " +
          'most 31.5rem, 39.5rem, 49.5rem wide from the large, xlarge and xxlarge breakpoints, ' +
          'the full width on phones (spec 9). Escape, a click outside or the close button close ' +
          'it.',
      },
    },
  },
  args: { locale: 'de', menu: branchMenu('de'), currentUrl: '/de/hochschule/geschichte' },
} satisfies Meta<typeof SideNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the panel, as a visitor's click on the button does. */
const openPanel: Story['play'] = async ({ canvasElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')?.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

export const Closed: Story = {};

export const Open: Story = { play: openPanel };

export const OpenEnglish: Story = {
  args: { locale: 'en', menu: branchMenu('en'), currentUrl: '/en/university/history/since-1971' },
  play: openPanel,
};

export const LongBranch: Story = {
  args: { menu: longBranchMenu(), currentUrl: '/de/studium/fach-17' },
  play: openPanel,
};
