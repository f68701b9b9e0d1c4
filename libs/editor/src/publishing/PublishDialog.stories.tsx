import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { PublishDialog } from './PublishDialog';
import { publishingStoryClient, storyState } from './publishing-story-client';

const meta = {
  title: 'Editor/Publishing/Publish dialog',
  component: PublishDialog,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <EditorQueryProvider>
        <Story />
      </EditorQueryProvider>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8: publish a page now or at a Berlin date and time, preview its drafts, take ' +
          'it offline; blocks that stop publishing are listed and linked to their marks on the ' +
          'page.',
      },
    },
  },
  args: {
    locale: 'de',
    client: publishingStoryClient(),
    pageId: 1,
    onPreview: fn(),
    onChanged: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PublishDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FaultyBlocks: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Seite veröffentlichen' });
    const list = await within(dialog).findByTestId('aula-faulty-blocks');
    await expect(within(list).getByRole('link')).toHaveTextContent(
      'Abschnitt intro, Block 1 (Überschrift): Überschrift – Dieses Feld ist erforderlich!',
    );
    await expect(within(list).getByRole('link')).toHaveAttribute('href', '#aula-faulty-5');
    await expect(
      within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }),
    ).toBeDisabled();
  },
};

export const PublishNowAndPreview: Story = {
  args: { client: publishingStoryClient({ state: storyState(false) }) },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Seite veröffentlichen' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Entwurf als Vorschau ansehen' }),
    );
    await waitFor(() => expect(args.onPreview).toHaveBeenCalledWith(99));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt veröffentlichen' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
  },
};

export const ScheduleRefused: Story = {
  args: { locale: 'en', client: publishingStoryClient({ state: storyState(false), status: 400 }) },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Publish page' });
    await expect(
      await within(dialog).findByText('24.11.2026, 09:00 (Europe/Berlin), scheduled by redaktion', {
        exact: false,
      }),
    ).toBeInTheDocument();
    // The Berlin date and time typed segment by segment, as an editor does (en-GB: day first).
    const field = within(dialog).getByRole('group', { name: /^Publish at \(Europe\/Berlin\)/ });
    const day = within(field).getAllByRole('spinbutton')[0] as HTMLElement;
    await userEvent.click(day);
    await userEvent.keyboard('221120260800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await expect(
      await within(dialog).findByText('Please choose a time in the future.'),
    ).toBeInTheDocument();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PageVersions: Story = {
  args: { client: publishingStoryClient({ state: storyState(false) }) },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Seite veröffentlichen' });
    await userEvent.click(await within(dialog).findByText('Fassungen der Seite'));
    await expect(
      await within(dialog).findByText('Vorschau von unbekannt am 20.11.2026, 10:00'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Fassung vom 21.11.2026, 10:00 ansehen' }),
    );
    await expect(args.onPreview).toHaveBeenCalledWith(21);
  },
};
