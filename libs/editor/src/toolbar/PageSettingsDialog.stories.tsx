import { ConflictError, type ApiClient, type PageSettings } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FreshStore } from '../stories/FreshStore';
import { storyClient } from '../stories/story-client';
import { PageSettingsDialog } from './PageSettingsDialog';

/** The settings of the story page (German), as the page-settings endpoint answers them. */
const page: PageSettings = {
  id: 1,
  urls: { de: '/de/weiterbildung', en: '/en/continuing-education' },
  content_type: 'pageeditor.page',
  title: 'Weiterbildung',
  headline: 'Weiterbildung',
  is_online: true,
  is_clickable: true,
  in_menu: false,
  in_footer: false,
  meta_title: '',
  meta_description: 'Kurse und Zertifikate',
  og_title: '',
  og_description: '',
  og_image: null,
  og_image_thumbs: [],
  og_type: 'website',
  header_behaviour: null,
  site_header_behaviour: 'hide',
  modules: [],
  settings_url: null,
  version: 3,
  version_id: 12,
  og_image_id: null,
};

type SettingsState = 'loaded' | 'loading' | 'failed' | 'conflict';

/**
 * The story content API with the page settings in the given state: answered, never answered,
 * failed, or answered and then saved against a newer version (409 with the current settings).
 */
function settingsClient(state: SettingsState): ApiClient {
  const client = storyClient();
  const load: Record<SettingsState, () => Promise<PageSettings>> = {
    loaded: async () => page,
    conflict: async () => page,
    loading: () => new Promise(() => undefined),
    failed: () => Promise.reject(new TypeError('Failed to fetch')),
  };
  const current = { ...page, title: 'Weiterbildung und Kurse', version: 4 };
  return {
    ...client,
    pageEditor: {
      ...client.pageEditor,
      pageSettings: load[state],
      updatePageSettings: async () => {
        if (state === 'conflict') throw new ConflictError('/de/pageeditor-api/page/1/', current);
        return page;
      },
    },
  };
}

function PageSettingsDialogStory({ state, locale }: { state: SettingsState; locale: 'de' | 'en' }) {
  const client = useMemo(() => settingsClient(state), [state]);
  return (
    <FreshStore alertsLocale={locale}>
      <PageSettingsDialog
        locale={locale}
        client={client}
        pageId={1}
        onClose={fn()}
        onSaved={fn()}
        onUnauthorized={fn()}
      />
    </FreshStore>
  );
}

const meta = {
  title: 'Editor/Page settings dialog',
  component: PageSettingsDialogStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'spec 3/4, DESIGN.md 8: the page settings as the editor toolbar opens them: loaded ' +
          'with their version, a failed load said in the dialog, and a save against a newer ' +
          'version (409) that loads the current state to check again. The form itself has its ' +
          'own stories ("Editor/Page settings form").',
      },
    },
  },
  args: { state: 'loaded', locale: 'de' },
} satisfies Meta<typeof PageSettingsDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings loaded into the form. */
export const Loaded: Story = {
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Seiteneinstellungen' }),
    );
    await expect(await dialog.findByDisplayValue('Kurse und Zertifikate')).toBeInTheDocument();
  },
};

/** While the settings load, in English: the dialog without its form yet. */
export const LoadingEnglish: Story = {
  args: { state: 'loading', locale: 'en' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Page settings' });
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};

/** The settings could not be loaded, in English: said in the dialog. */
export const LoadFailedEnglish: Story = {
  args: { state: 'failed', locale: 'en' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Page settings' });
    // What failed is named: the page settings, not a section.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The page settings could not be loaded.',
    );
  },
};

/** Saved against a newer version: the current state is loaded and the dialog says so. */
export const Conflict: Story = {
  args: { state: 'conflict' },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Seiteneinstellungen' }),
    );
    await dialog.findByDisplayValue('Kurse und Zertifikate');
    await userEvent.click(dialog.getByRole('button', { name: 'Einstellungen speichern' }));
    await expect(await dialog.findByDisplayValue('Weiterbildung und Kurse')).toBeInTheDocument();
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      /Die Einstellungen wurden inzwischen geändert/,
    );
  },
};
