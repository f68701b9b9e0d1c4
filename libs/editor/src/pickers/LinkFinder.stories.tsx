import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { mediaStoryClient } from '../media/media-story-client';
import { LinkFinder } from './LinkFinder';

const meta = {
  title: 'Editor/Link finder',
  component: LinkFinder,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "spec 7 link finder (DESIGN.md 9): used by every link field and CKEditor's 'Find a " +
          "link' button. Searches pages, screens, news, events, persons, press releases, study " +
          "programmes and downloads as you type, in the editor's language; or takes an external " +
          'address (https by default), an e-mail address or a phone number.',
      },
    },
  },
  args: { locale: 'de', client: mediaStoryClient(), onPick: fn(), onClose: fn() },
  decorators: [
    (Story) => (
      <EditorQueryProvider>
        <div>
          <p>Linkfeld eines Blocks</p>
          <Story />
        </div>
      </EditorQueryProvider>
    ),
  ],
} satisfies Meta<typeof LinkFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FindANewsItem: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Link auswählen' }),
    );
    await userEvent.type(dialog.getByRole('combobox', { name: 'Titel suchen' }), 'Semester');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: /Semesterstart mit Konzert/ }),
    );
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith(
        '/de/neuigkeiten/semesterstart-mit-konzert/3',
        'Semesterstart mit Konzert',
      ),
    );
    // The choice closes the list (the story's finder stays open: nothing here closes it).
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const NoResults: Story = {
  args: { locale: 'en' },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Choose a link' }),
    );
    await userEvent.type(dialog.getByRole('combobox', { name: 'Search titles' }), 'zzz');
    await expect(await dialog.findByText('No results.')).toBeInTheDocument();
  },
};

/** The keyboard alone: the arrow key moves into the results, Enter chooses. */
export const ChooseWithTheKeyboard: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Link auswählen' }),
    );
    const search = dialog.getByRole('combobox', { name: 'Titel suchen' });
    await userEvent.type(search, 'Semester');
    await within(document.body).findByRole('option', { name: /Semesterstart mit Konzert/ });
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith(
        '/de/neuigkeiten/semesterstart-mit-konzert/3',
        'Semesterstart mit Konzert',
      ),
    );
  },
};

export const ExternalAddress: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Link auswählen' }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Externe Adresse' }));
    const address = dialog.getByRole('textbox', { name: 'Adresse (URL)' });
    await userEvent.type(address, 'kein link');
    await userEvent.click(dialog.getByRole('button', { name: 'Link übernehmen' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Bitte geben Sie eine gültige Adresse ein',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'example.org/programm');
    await userEvent.click(dialog.getByRole('button', { name: 'Link übernehmen' }));
    await expect(args.onPick).toHaveBeenCalledWith(
      'https://example.org/programm',
      'example.org/programm',
    );
  },
};

export const EditAnEmailLink: Story = {
  args: { value: 'mailto:presse@aula.example' },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Link auswählen' }),
    );
    await expect(dialog.getByRole('radio', { name: 'E-Mail' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(
      'presse@aula.example',
    );
  },
};
