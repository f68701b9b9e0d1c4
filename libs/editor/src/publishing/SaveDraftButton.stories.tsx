import { createClient } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditorQueryProvider } from '../query/EditorQueryProvider';
import { draftOf } from '../section/section-draft';
import { storySection } from '../stories/story-client';
import { SaveDraftButton } from './SaveDraftButton';

const bodies: unknown[] = [];
const client = createClient({
  fetch: async (_input, init) => {
    bodies.push(JSON.parse(String(init?.body ?? 'null')));
    return Response.json({
      module_id: 5,
      base_version: 2,
      body: { layout: 0, blocks: [] },
      user: 'redaktion',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
  },
});

const meta = {
  title: 'Editor/Publishing/Save as draft',
  component: SaveDraftButton,
  decorators: [
    (Story) => (
      <EditorQueryProvider>
        <Story />
      </EditorQueryProvider>
    ),
  ],
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'DESIGN.md 8: stores the section as in the dialog (incomplete fields too), unpublished.',
      },
    },
  },
  args: { locale: 'de', client, draft: draftOf(storySection(2, '')), onSaved: fn() },
} satisfies Meta<typeof SaveDraftButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IncompleteDraft: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Als Entwurf ablegen' }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    // The empty headline goes out as it is: drafts are validated only when published.
    await expect(bodies.at(-1)).toMatchObject({
      version: 2,
      layout: 0,
      blocks: [{ model: 'HeadlineModule', content: '', id: 10 }],
    });
  },
};

export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Keep as draft' }),
    ).toBeEnabled();
  },
};
