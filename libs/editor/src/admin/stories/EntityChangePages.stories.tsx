import { entityDefinitions, type EntityName } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formText } from '../../forms/form-text';
import { AdminApp } from '../AdminApp';
import { storyAdminApi } from './story-admin-api';

const meta = {
  title: 'Editor/Admin area/Change pages',
  component: AdminApp,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 9: the change page of every entity kind in the admin frame, generated from ' +
          'its definition in `@aula/api-client`: German and English side by side (a missing ' +
          'translation flagged), relations, dates, images, switches, the save bar, revisions ' +
          'and the delete. The story entries are in entity-fixtures.ts.',
      },
    },
  },
  args: { locale: 'de', path: [], query: {}, api: storyAdminApi() },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The change page of entry 1 of `entity`: its heading, then a value of the stored entry in its
 * field (the form has loaded).
 */
function changePage(entity: EntityName, shows: string, locale: 'de' | 'en' = 'de'): Story {
  const [app = '', model = ''] = entityDefinitions[entity].path.split('/');
  return {
    args: { locale, path: [app, model, '1', 'change'] },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const text = formText(locale);
      const heading = text('admin.form.change', { entity: text(entityDefinitions[entity].label) });
      await expect(await canvas.findByDisplayValue(shows)).toBeInTheDocument();
      await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    },
  };
}

export const Event = changePage('event', 'Konzertabend im Kammermusiksaal');
export const EventEnglish = changePage('event', 'Evening concert in the chamber hall', 'en');
export const Person = changePage('person', 'Hoffmann');
export const PersonEnglish = changePage('person', 'Professor of Sound Art', 'en');
export const PersonCategory = changePage('personCategory', 'Lehrende');
export const PressArticle = changePage('pressArticle', 'Tagesspiegel');
export const PressRelease = changePage('pressRelease', 'Neue Präsidentin gewählt');
export const DownloadDirectory = changePage('downloadDirectory', 'Pressefotos');
export const Faculty = changePage('faculty', 'Musik');
export const StudyFaculty = changePage('studyFaculty', 'Bachelor of Music');
export const StudySubject = changePage('studySubject', 'Elektronische Komposition');
export const ApplicationPage = changePage('applicationStudyFaculty', 'Bewerbung Komposition');
export const Microsite = changePage('microsite', 'Jazz-Institut');
export const HomeTeaser = changePage('homeTeaser', 'Rundgang 2026');
export const CallToAction = changePage('callToAction', 'Jetzt bewerben');
export const InstagramPost = changePage('instagramPost', 'https://www.instagram.com/p/aula2026/');
export const BreakingNews = changePage('breakingNews', 'Hochschule heute geschlossen');
export const BreakingNewsEnglish = changePage('breakingNews', 'University closed today', 'en');
export const Redirect = changePage('redirect', '/studium/alt');

/** A new person, in English: the add page, empty, its heading "Add …". */
export const NewEntryEnglish: Story = {
  args: { locale: 'en', path: ['persons', 'person', 'add'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /^Last name/ })).toHaveValue('');
  },
};

/** A new entry's first save lands on its change page (`?saved=1`): the save bar says saved. */
export const JustCreated: Story = {
  args: { path: ['events', 'event', '1', 'change'], query: { saved: '1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Konzertabend im Kammermusiksaal');
    await expect(canvas.getByText('Gespeichert.')).toBeInTheDocument();
  },
};
