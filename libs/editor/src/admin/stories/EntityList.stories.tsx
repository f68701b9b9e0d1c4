import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminApp } from '../AdminApp';
import { storyAdminApi } from './story-admin-api';

const meta = {
  title: 'Editor/Admin list',
  component: AdminApp,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 9: an entity list as a work list (React Aria table): every column header ' +
          'sorts it (the state in the address), rows are selected by checkbox, click or Space, ' +
          'and the bulk bar publishes, takes offline or deletes them; a delete asks first and ' +
          'names what goes. At 375 px the table scrolls inside its frame.',
      },
    },
  },
  args: { locale: 'de', path: ['news', 'news'], query: {}, api: storyAdminApi() },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row checkbox of an entry (React Aria names it after the row's title). */
const checkbox = (canvas: ReturnType<typeof within>, title: RegExp) =>
  canvas.getByRole('checkbox', { name: title });

/** The list as it opens: newest first (aria-sort on the date column), nothing selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Rundgang 2026' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('columnheader', { name: /Veröffentlichungsdatum/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByText('0 Einträge ausgewählt')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Löschen' })).toBeDisabled();
  },
};

/** Two rows selected: the bulk bar says how many and offers its actions. */
export const WithSelection: Story = {
  args: { api: storyAdminApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Rundgang 2026/ }));
    await userEvent.click(checkbox(canvas, /Semesterstart/));
    await expect(canvas.getByText('2 Einträge ausgewählt')).toBeInTheDocument();
    const actions = canvas.getByRole('toolbar', { name: 'Aktionen für die ausgewählten Einträge' });
    await expect(within(actions).getByRole('button', { name: 'Offline nehmen' })).toBeEnabled();
  },
};

/** Sorted by title with the column header: ascending, then descending. */
export const SortedByTitle: Story = {
  args: { locale: 'en', api: storyAdminApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Rundgang 2026' });
    await userEvent.click(canvas.getByRole('columnheader', { name: /Title/ }));
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(/^Bewerbungsfristen/),
    );
  },
};

/** Taken offline in English: the message says how many, the selection is cleared. */
export const TakenOffline: Story = {
  args: { locale: 'en', api: storyAdminApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Rundgang 2026/ }));
    await userEvent.click(checkbox(canvas, /Konzertabend/));
    await userEvent.click(canvas.getByRole('button', { name: 'Take offline' }));
    await expect(await canvas.findByText('2 entries taken offline')).toBeInTheDocument();
    await expect(canvas.getByText('0 entries selected')).toBeInTheDocument();
  },
};

/** The delete asks first and names what goes; Delete is the danger, Cancel has the focus. */
export const ConfirmDelete: Story = {
  args: { api: storyAdminApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Rundgang 2026/ }));
    await userEvent.click(checkbox(canvas, /Semesterstart/));
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen' }));
    const dialog = await canvas.findByRole('alertdialog', {
      name: '2 Einträge löschen: Rundgang 2026, Semesterstart',
    });
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  },
};
