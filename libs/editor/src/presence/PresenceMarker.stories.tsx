import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyClient } from '../stories/story-client';
import { PresenceMarker } from './PresenceMarker';
import { PresenceNotice } from './PresenceNotice';
import { PresenceTimingContext } from './presence-timing';

const meta = {
  title: 'Editor/Presence marker',
  component: PresenceMarker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "DESIGN.md 8, presence, not locks: who else has a section open, on the section's " +
          'outline on the page and in the section dialog. A live region; empty (and hidden) when ' +
          'nobody else is there.',
      },
    },
  },
  args: { locale: 'de', editors: [{ id: 2, name: 'Jana Berg', self: false }], variant: 'outline' },
} satisfies Meta<typeof PresenceMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheOutline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Jana Berg bearbeitet diesen Abschnitt gerade',
    );
  },
};

export const TwoEditorsEnglish: Story = {
  args: {
    locale: 'en',
    editors: [
      { id: 2, name: 'Jana Berg', self: false },
      { id: 3, name: 'Tom Lee', self: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Jana Berg and Tom Lee are editing this section',
    );
  },
};

export const InTheDialog: Story = {
  args: { variant: 'modal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Gleichzeitig geöffnet: Jana Berg bearbeitet diesen Abschnitt auch.',
    );
  },
};

export const NobodyElse: Story = {
  args: { editors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The dialog's notice pings the server and shows who else it answers (the story client answers one editor). */
export const PingingNotice: Story = {
  render: ({ locale }) => (
    <PresenceTimingContext.Provider value={{ pingMs: 50, pollMs: 50 }}>
      <PresenceNotice
        locale={locale}
        client={storyClient([], {
          others: [
            { id: 1, name: 'redaktion', self: true },
            { id: 2, name: 'Jana Berg', self: false },
          ],
        })}
        sectionId={5}
      />
    </PresenceTimingContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(
      await within(canvasElement).findByText(/Jana Berg bearbeitet diesen Abschnitt auch/),
    ).toBeVisible();
    await expect(status).not.toHaveTextContent('redaktion');
  },
};
