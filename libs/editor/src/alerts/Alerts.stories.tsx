import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider, createStore } from 'jotai';
import { expect, within } from 'storybook/test';
import { alertsAtom } from '../state/editor-atoms';
import { Alerts } from './Alerts';

const withAlerts = (locale: 'de' | 'en') => {
  const store = createStore();
  store.set(alertsAtom, [
    { id: 1, kind: 'success', text: locale === 'de' ? 'Gespeichert.' : 'Saved.' },
    {
      id: 2,
      kind: 'error',
      text:
        locale === 'de'
          ? 'Nicht gespeichert: Jemand anderes hat diesen Abschnitt geändert.'
          : 'Not saved: someone else changed this section.',
    },
  ]);
  return store;
};

const meta = {
  title: 'Editor/Alerts',
  component: Alerts,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'spec 4/9: a save or error alert for 4000 ms after each non-GET editor request, in a live region.',
      },
    },
  },
  args: { locale: 'de' },
  decorators: [
    (Story, { args }) => (
      <Provider store={withAlerts(args.locale)}>
        <Story />
      </Provider>
    ),
  ],
} satisfies Meta<typeof Alerts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedAndError: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status', { name: 'Meldungen des Editors' });
    await expect(region).toHaveTextContent('Gespeichert.');
  },
};
export const English: Story = { args: { locale: 'en' } };
