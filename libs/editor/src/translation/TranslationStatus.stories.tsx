import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TranslationStatus } from './TranslationStatus';

const status = {
  locale: 'de' as const,
  other: 'en' as const,
  sections: [
    { section: 11, counterpart: null, slug: 'news-3-body', missingIn: 'en' as const, gaps: [] },
    { section: 12, counterpart: null, slug: null, missingIn: 'en' as const, gaps: [] },
    {
      section: 13,
      counterpart: 23,
      slug: null,
      missingIn: null,
      gaps: [{ block: 0, model: 'HeadlineModule', field: 'subline', emptyIn: 'de' as const }],
    },
  ],
};

const meta = {
  title: 'Editor/Translation status',
  component: TranslationStatus,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div style={{ background: '#111', color: '#fff', padding: '0.5rem', minBlockSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8: the page\'s German/English status in the editor toolbar ("2 sections ' +
          'missing in English"), a disclosure listing and linking to each section concerned.',
      },
    },
  },
  args: {
    locale: 'de',
    state: { kind: 'ready', status },
    sectionNumber: (entry) => (entry.section ?? 0) - 10,
    onGo: fn(),
  },
} satisfies Meta<typeof TranslationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SectionsMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText(/2 Abschnitte fehlen auf Englisch/);
    await expect(summary).toHaveTextContent(
      '2 Abschnitte fehlen auf Englisch · 1 Feld leer auf Deutsch',
    );
    await userEvent.click(summary);
    await userEvent.click(canvas.getByRole('button', { name: 'Abschnitt 2 fehlt auf Englisch' }));
    await expect(args.onGo).toHaveBeenCalledWith(status.sections[1]);
    await expect(
      canvas.getByRole('button', { name: 'Abschnitt 3: 1 Feld leer auf Deutsch' }),
    ).toBeVisible();
  },
};

export const EnglishKeyboard: Story = {
  args: { locale: 'en', onGo: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A real Enter opens a <summary>'s disclosure (the browser does it); user-event's synthetic key
    // does not, so the play opens it as that Enter would. The walk through its list is by keyboard:
    // a closed disclosure's links are not in a browser's tab order, an open one's are next.
    const summary = canvas.getByText(/2 sections missing in English/);
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Section 1 missing in English' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGo).toHaveBeenCalledWith(status.sections[0]);
  },
};

export const Complete: Story = {
  args: { state: { kind: 'ready', status: { ...status, sections: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Deutsch und Englisch vollständig',
    );
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };
