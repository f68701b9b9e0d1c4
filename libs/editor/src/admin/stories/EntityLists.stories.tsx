import { entityDefinitions, type EntityName } from '@aula/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formText } from '../../forms/form-text';
import { AdminApp } from '../AdminApp';
import { storyAdminApi } from './story-admin-api';

const meta = {
  title: 'Editor/Admin area/Lists',
  component: AdminApp,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'DESIGN.md 9: the list of every entity kind in the admin frame (the news list has its ' +
          'own stories under "Editor/Admin list"): its columns, filters and search as its ' +
          'definition in `@aula/api-client` names them, a missing translation flagged in the ' +
          'row. The story rows are in entity-fixtures.ts.',
      },
    },
  },
  args: { locale: 'de', path: [], query: {}, api: storyAdminApi() },
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list of `entity`: its heading, and `first` (a row's title) linked to its change page. */
function list(entity: EntityName, first: string, locale: 'de' | 'en' = 'de'): Story {
  const [app = '', model = ''] = entityDefinitions[entity].path.split('/');
  return {
    args: { locale, path: [app, model] },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const text = formText(locale);
      await expect(await canvas.findByRole('link', { name: first })).toBeInTheDocument();
      await expect(
        canvas.getByRole('heading', {
          level: 1,
          name: text(entityDefinitions[entity].labelPlural),
        }),
      ).toBeVisible();
    },
  };
}

export const Events = list('event', 'Konzertabend');
export const EventsEnglish = list('event', 'Konzertabend', 'en');
export const Persons = list('person', 'Hoffmann');
export const PersonCategories = list('personCategory', 'Lehrende');
export const PressArticles = list('pressArticle', 'Die Hochschule im Porträt');
export const PressReleases = list('pressRelease', 'Neue Präsidentin gewählt');
export const DownloadDirectories = list('downloadDirectory', 'Pressefotos');
export const Faculties = list('faculty', 'Musik');
export const StudyFaculties = list('studyFaculty', 'Komposition');
export const StudySubjects = list('studySubject', 'Elektronische Komposition');
export const ApplicationPages = list('applicationStudyFaculty', 'Bewerbung Komposition');
export const Microsites = list('microsite', 'Jazz-Institut');
export const HomeTeasers = list('homeTeaser', 'Rundgang 2026');
export const CallsToAction = list('callToAction', 'Jetzt bewerben');
export const InstagramPosts = list('instagramPost', 'https://www.instagram.com/p/aula2026/');
export const BreakingNews = list('breakingNews', 'Hochschule heute geschlossen');
export const Redirects = list('redirect', '/studium/alt');

/** A list without entries, in English: said so. */
export const EmptyEnglish: Story = {
  args: { locale: 'en', path: ['persons', 'person'], api: storyAdminApi({ empty: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No entries found.')).toBeInTheDocument();
  },
};
