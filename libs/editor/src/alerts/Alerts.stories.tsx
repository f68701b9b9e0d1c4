import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider, createStore } from 'jotai';
import { expect, within } from 'storybook/test';
import { AriaLocale } from '../controls/AriaLocale';
import { alertQueueAtom } from '../state/editor-atoms';
import { Alerts } from './Alerts';

/** A store whose queue holds a success and an error (no timeout: they stay for the review). */
const withAlerts = (locale: 'de' | 'en') => {
  const store = createStore();
  const queue = store.get(alertQueueAtom);
  queue.add({ kind: 'success', text: locale === 'de' ? 'Gespeichert.' : 'Saved.' });
  queue.add({
    kind: 'error',
    text:
      locale === 'de'
        ? 'Nicht gespeichert: Jemand anderes hat diesen Abschnitt geändert.'
        : 'Not saved: someone else changed this section.',
  });
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
          'spec 4/9: a save or error alert for 4000 ms after each non-GET editor request, as ' +
          'React Aria toasts: announced, closable, held while hovered or focused.',
      },
    },
  },
  args: { locale: 'de' },
  decorators: [
    (Story, { args }) => (
      <Provider store={withAlerts(args.locale)}>
        <AriaLocale locale={args.locale}>
          <Story />
        </AriaLocale>
      </Provider>
    ),
  ],
} satisfies Meta<typeof Alerts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedAndError: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Meldungen des Editors' });
    await expect(within(region).getByRole('alertdialog', { name: 'Gespeichert.' })).toBeVisible();
    await expect(within(region).getAllByRole('button', { name: 'Meldung schließen' })).toHaveLength(
      2,
    );
  },
};
export const English: Story = { args: { locale: 'en' } };
