import { adminEndpoints, siteSettingsSchema, type SiteSettings } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as v from 'valibot';
import { expect, userEvent, within } from 'storybook/test';
import { AdminProvider } from '../AdminProvider';
import { SiteSettingsScreen } from '../SiteSettingsForm';

/** The site settings endpoint in memory, with the server's schema and its 400. */
function storySiteSettingsApi(saved: SiteSettings[]) {
  let settings: SiteSettings = { header_behaviour: 'hide' };
  return adminEndpoints({
    fetch: async (_input, init) => {
      if (init?.method === 'POST') {
        const parsed = v.safeParse(siteSettingsSchema, JSON.parse(String(init.body)));
        if (!parsed.success)
          return Response.json(
            { detail: 'Invalid input.', errors: { header_behaviour: ['validation.option'] } },
            { status: 400 },
          );
        settings = parsed.output;
        saved.push(settings);
      }
      return Response.json(settings);
    },
  });
}

function SiteSettingsStory({ locale, saved }: { locale: 'de' | 'en'; saved: SiteSettings[] }) {
  return (
    <AdminProvider locale={locale} api={storySiteSettingsApi(saved)}>
      <SiteSettingsScreen />
    </AdminProvider>
  );
}

const meta = {
  title: 'Editor/Admin site settings',
  component: SiteSettingsStory,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "spec 2: the site's default header behaviour (hide, resize or fixed), used by every " +
          'page whose own setting is the site default.',
      },
    },
  },
  args: { locale: 'de', saved: [] },
} satisfies Meta<typeof SiteSettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default is chosen and saved. */
export const HeaderBehaviourDefault: Story = {
  args: { saved: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: /Kopfzeile beim Scrollen/ });
    await expect(select).toHaveValue('hide');
    await userEvent.selectOptions(select, 'Verkleinern');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('Gespeichert.')).toBeInTheDocument();
    await expect(args.saved).toEqual([{ header_behaviour: 'resize' }]);
  },
};

/** In English, with the three choices. */
export const English: Story = {
  args: { locale: 'en', saved: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: /Header on scroll/ });
    for (const name of ['Hide', 'Resize', 'Fixed'])
      await expect(canvas.getByRole('option', { name })).toBeInTheDocument();
  },
};
