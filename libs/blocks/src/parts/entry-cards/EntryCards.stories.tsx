import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventCards, PersonCards, PressReleaseCards } from './EntryCards';

const noImage = { image: null, image_url: null, alt: '', width: null, height: null, thumbs: [] };
const portrait = {
  image: 3,
  image_url: '/media/derivatives/demo-3-vertical.webp',
  alt: 'Studie in Blau',
  width: 400,
  height: 500,
  thumbs: [],
};

const events = [1, 2, 3].map((id) => ({
  id,
  slug: `semesterkonzert-${id}`,
  title: `Semesterkonzert ${id}`,
  teaser: 'Studierende spielen.',
  start: `2026-11-2${id}T18:00:00.000Z`,
  end: `2026-11-2${id}T20:00:00.000Z`,
  location: 'Studiobühne',
  categories: [],
  faculty: 1,
  is_home: false,
  is_highlight: false,
  urls: {
    de: `/de/veranstaltungen/semesterkonzert-${id}/${id}`,
    en: `/en/events/semester-concert-${id}/${id}`,
  },
  ...noImage,
}));

const persons = [1, 2].map((id) => ({
  id,
  slug: `person-${id}`,
  name: `Prof. Person ${id}`,
  position: 'Professorin für Komposition',
  categories: [],
  email: `person.${id}@aula.example`,
  phone: '+49 30 1234-0101',
  urls: { de: `/de/personen/person-${id}/${id}`, en: `/en/person/person-${id}/${id}` },
  ...(id === 1 ? portrait : noImage),
}));

const releases = [1, 2].map((id) => ({
  id,
  slug: `jahresbericht-${id}`,
  title: `Jahresbericht ${id}`,
  teaser: 'Zahlen und Projekte des Jahres.',
  date: '2026-01-10T09:00:00.000Z',
  urls: {
    de: `/de/presse/mitteilungen/jahresbericht-${id}/${id}`,
    en: `/en/press/releases/annual-report-${id}/${id}`,
  },
  ...noImage,
}));

/** The cards of the list screens (events, persons, press releases): the list blocks' `EntryCard` in a grid. */
const meta = {
  title: 'Blocks/Entry cards',
  component: EventCards,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'spec 2: events, persons and press releases on the list screens, as the same card the list blocks use: image or portrait, date (Europe/Berlin), the title linking to the entry in the language, and a subtitle (location, position, teaser).',
      },
    },
  },
} satisfies Meta<typeof EventCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Events: Story = { args: { events, options: { locale: 'de' } } };
export const EventsInEnglish: Story = {
  args: { events, options: { locale: 'en' }, headingLevel: 3 },
};
export const Persons: Story = {
  args: { events: [] },
  render: () => <PersonCards persons={persons} options={{ locale: 'de' }} />,
};
export const PressReleases: Story = {
  args: { events: [] },
  render: () => <PressReleaseCards releases={releases} options={{ locale: 'en' }} />,
};
export const Empty: Story = { args: { events: [], options: { locale: 'de' } } };
