import type { PageSettings } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyClient } from '../stories/story-client';
import { PageSettingsForm } from './PageSettingsForm';

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

const meta = {
  title: 'Editor/Page settings form',
  component: PageSettingsForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "DESIGN.md 8: a page's settings per language (title, headline, SEO and Open Graph " +
          'texts, og image, in menu, in footer, online, clickable, the header on scroll of spec ' +
          "2), validated with the server's own schema.",
      },
    },
  },
  args: {
    locale: 'de',
    client: storyClient(),
    page,
    onSubmit: fn(async () => ({})),
    onCancel: fn(),
  },
} satisfies Meta<typeof PageSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The fields' group says what it holds; "Seiteneinstellungen" is the dialog's title alone.
    await expect(
      canvas.getByRole('group', { name: 'Titel, Suchmaschinen und Sichtbarkeit' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Seiteneinstellungen')).toBeNull();
    const title = canvas.getByRole('textbox', { name: /^Titel\s*\(Pflichtfeld\)/ });
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('Titel: Dieses Feld ist erforderlich!');
    // The summary takes the focus (not the first field), so screen readers hear it first.
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(title, 'Weiterbildung und Kurse');
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Weiterbildung und Kurse',
          is_clickable: true,
          og_image: null,
        }),
      ),
    );
  },
};

export const ServerErrorsEnglish: Story = {
  args: { locale: 'en', onSubmit: fn(async () => ({ og_title: ['validation.tooLong'] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(
      (await canvas.findAllByText('The text is too long.', { exact: false })).length,
    ).toBeGreaterThan(0);
  },
};

/** spec 2: the header behaviour is chosen per page; "site default" sends null. */
export const HeaderBehaviour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Kopfzeile beim Scrollen' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Standard der Website' })).toBeInTheDocument();
    await expect(select).toHaveAccessibleDescription(/Verkleinern: bleibt sichtbar/);
    await userEvent.selectOptions(select, 'Verkleinern');
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ header_behaviour: 'resize' }),
      ),
    );
  },
};

/** A page with its own behaviour goes back to the site's default. */
export const HeaderBehaviourSiteDefault: Story = {
  args: { locale: 'en', page: { ...page, header_behaviour: 'default' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Header on scroll' });
    await expect(select).toHaveValue('default');
    await expect(canvas.getByRole('option', { name: 'Fixed' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Site default');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ header_behaviour: null }),
      ),
    );
  },
};
