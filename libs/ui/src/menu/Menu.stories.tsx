import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createStore, Provider } from '../state/chrome-store';
import { menuOpenAtom, openSubmenuAtom } from '../state/chrome-atoms';
import { menuFixture } from '../testing/navigation-fixture';
import { Menu } from './Menu';

function MenuStory({ submenu }: { submenu: string | null }) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(menuOpenAtom, true);
    s.set(openSubmenuAtom, submenu);
    return s;
  });
  return (
    <Provider store={store}>
      <Menu items={menuFixture} locale="de" />
    </Provider>
  );
}

const meta = {
  title: 'Chrome/Menu',
  component: MenuStory,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Full-screen navigation: highlighted entries first, one submenu open at a time, Escape or outside click closes (spec 2/4).',
      },
    },
  },
} satisfies Meta<typeof MenuStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { submenu: null } };
export const SubmenuOpen: Story = { args: { submenu: '/de/studium' } };
