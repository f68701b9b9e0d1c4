import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createStore, Provider } from '../state/chrome-store';
import { headerHiddenAtom } from '../state/chrome-atoms';
import { menuFixture } from '../testing/navigation-fixture';
import { Header } from './Header';

function HeaderStory({
  locale,
  hidden,
  behaviour,
}: {
  locale: 'de' | 'en';
  hidden: boolean;
  behaviour: 'hide' | 'resize' | 'default';
}) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(headerHiddenAtom, hidden);
    return s;
  });
  return (
    <Provider store={store}>
      <Header
        locale={locale}
        behaviour={behaviour}
        languageUrls={{ de: '/de/presse', en: '/en/press' }}
        menu={menuFixture}
        currentPath="/de/presse"
      />
    </Provider>
  );
}

const meta = {
  title: 'Chrome/Header',
  component: HeaderStory,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Logo, search toggle, language switch and burger; hides on scroll by behaviour (spec 2/4).',
      },
    },
  },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = { args: { locale: 'de', hidden: false, behaviour: 'hide' } };
export const English: Story = { args: { locale: 'en', hidden: false, behaviour: 'default' } };
export const ResizedCompact: Story = { args: { locale: 'de', hidden: true, behaviour: 'resize' } };
export const MenuOpen: Story = {
  args: { locale: 'de', hidden: false, behaviour: 'hide' },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-expanded]')?.click();
  },
};
