import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FreshStore } from '../stories/FreshStore';
import { SectionStructurePanel } from './SectionStructurePanel';
import { stackRows, structureStoryClient } from './structure-story-client';

const meta = {
  title: 'Editor/Structure/Sections panel',
  component: SectionStructurePanel,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <FreshStore>
        <Story />
      </FreshStore>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8 ("Arrange sections", structure mode): the page\'s sections in order, each ' +
          'with a drag handle (pointer, or Space, arrows, Space with the keyboard, announced in ' +
          'German or English), a Move menu and Delete. Every change is saved at once and can be ' +
          'undone.',
      },
    },
  },
  args: {
    locale: 'de',
    client: structureStoryClient(),
    pageId: 7,
    path: 'weiterbildung',
    onClose: fn(),
    refresh: fn(),
  },
} satisfies Meta<typeof SectionStructurePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const live = () => document.querySelector('[data-aula-dialog] [id^="DndLiveRegion"]');
const rowIds = () =>
  [...document.querySelectorAll('[data-aula-structure-section]')].map((row) =>
    row.getAttribute('data-aula-structure-section'),
  );

/** Picks the empty section up with the keyboard, moves it up, drops it; each step announced. */
async function keyboardMove(texts: {
  handle: string;
  picked: string;
  moved: string;
  dropped: string;
  saved: string;
}) {
  const handle = await body().findByRole('button', { name: texts.handle });
  stackRows(document.body);
  handle.focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(live()).toHaveTextContent(texts.picked));
  await userEvent.keyboard('{ArrowUp}');
  await waitFor(() => expect(live()).toHaveTextContent(texts.moved));
  await userEvent.keyboard(' ');
  await waitFor(() => expect(live()).toHaveTextContent(texts.dropped));
  await waitFor(() => expect(rowIds()).toEqual(['6', '5']));
  await expect(await body().findByText(texts.saved)).toBeInTheDocument();
}

export const Loaded: Story = {
  play: async () => {
    await expect(
      await body().findByRole('dialog', { name: 'Abschnitte dieser Seite' }),
    ).toBeInTheDocument();
    await expect(await body().findByText('Überschrift: Willkommen')).toBeInTheDocument();
    await expect(body().getByText('1 Block')).toBeInTheDocument();
    await expect(
      body().getByRole('button', { name: 'Leerer Abschnitt ziehen' }),
    ).toBeInTheDocument();
  },
};

export const KeyboardMoveAnnounced: Story = {
  args: { client: structureStoryClient() },
  play: async ({ args }) => {
    await keyboardMove({
      handle: 'Leerer Abschnitt ziehen',
      picked: 'Abschnitt Leerer Abschnitt aufgenommen, Position 2 von 2.',
      moved: 'Abschnitt Leerer Abschnitt verschoben auf Position 1 von 2.',
      dropped: 'Abschnitt Leerer Abschnitt abgelegt auf Position 1 von 2.',
      saved: 'Reihenfolge gespeichert.',
    });
    await expect(args.refresh).toHaveBeenCalled();
  },
};

export const KeyboardMoveAnnouncedEnglish: Story = {
  args: { locale: 'en', path: 'continuing-education', client: structureStoryClient() },
  play: async () => {
    await keyboardMove({
      handle: 'Drag Empty section',
      picked: 'Picked up section Empty section, position 2 of 2.',
      moved: 'Section Empty section moved to position 1 of 2.',
      dropped: 'Section Empty section dropped at position 1 of 2.',
      saved: 'Order saved.',
    });
  },
};

export const MoveMenuConflict: Story = {
  args: {
    locale: 'en',
    path: 'continuing-education',
    client: structureStoryClient({ conflict: true }),
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: /^Move Section 2/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Up' }));
    // Someone else saved the page meanwhile: refused, said so, and the panel shows the order as stored.
    await expect(
      await body().findByText(/someone else changed this page in the meantime/),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowIds()).toEqual(['5', '6']));
  },
};
