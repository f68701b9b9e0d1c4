import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { draftOf } from '../section/section-draft';
import { storyClient, storySection } from '../stories/story-client';
import { CounterpartPanel } from './CounterpartPanel';

const meta = {
  title: 'Editor/Other language beside the form',
  component: CounterpartPanel,
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
          'DESIGN.md 8: the same section in the other language, read-only beside the section ' +
          'form, with buttons to take its layout and blocks or one field into the form, or to ' +
          'copy the section across when the other language lacks it.',
      },
    },
  },
  args: {
    locale: 'de',
    client: storyClient(),
    sectionId: 5,
    draft: draftOf(storySection(2, 'Über uns')),
    onReplace: fn(),
    onCopiedAcross: fn(),
  },
} satisfies Meta<typeof CounterpartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyAField: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('complementary', {
      name: 'Fassung auf Englisch',
    });
    await expect(await within(panel).findByText('About us')).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('button', {
        name: 'Überschrift hierher übernehmen (Block 1: Überschrift)',
      }),
    );
    await expect(args.onReplace).toHaveBeenCalledWith(
      expect.objectContaining({
        blocks: [
          expect.objectContaining({ value: expect.objectContaining({ content: 'About us' }) }),
        ],
      }),
    );
    await expect(within(panel).getByRole('status')).toHaveTextContent('Überschrift übernommen.');
  },
};

export const MissingInEnglish: Story = {
  args: { client: storyClient([], { counterpart: null }), onCopiedAcross: fn() },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('complementary', {
      name: 'Fassung auf Englisch',
    });
    await expect(
      await within(panel).findByText('Diesen Abschnitt gibt es auf Englisch noch nicht.'),
    ).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Abschnitt ins Englische kopieren' }),
    );
    await waitFor(() => expect(args.onCopiedAcross).toHaveBeenCalled());
    await expect(within(panel).getByRole('status')).toHaveTextContent(
      'Der Abschnitt wurde ins Englische kopiert.',
    );
  },
};

export const EnglishEditorSeesGerman: Story = {
  args: {
    locale: 'en',
    draft: draftOf(storySection(2, 'About us')),
    client: storyClient([], { counterpart: storySection(1, 'Über uns') }),
    onReplace: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('complementary', { name: 'German version' });
    await expect(await within(panel).findByText('Über uns')).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Take layout and blocks into this form' }),
    );
    await expect(args.onReplace).toHaveBeenCalled();
  },
};
