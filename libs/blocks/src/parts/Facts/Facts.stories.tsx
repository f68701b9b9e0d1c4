import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToCalendar } from '../AddToCalendar/AddToCalendar';
import { Facts } from './Facts';

const event = {
  uid: 'event-25@aula',
  title: 'Semesterkonzert 25',
  start: '2026-11-24T18:00:00.000Z',
  end: '2026-11-24T20:00:00.000Z',
  location: 'Studiobühne',
};

const meta = {
  title: 'Components/Facts',
  component: Facts,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The facts block of the detail pages (event, news, press release, study programme, ' +
          'application): a labelled region with a description list, facts without a value left ' +
          'out, and an optional call to action. Beside the text from the large breakpoint.',
      },
    },
  },
  args: {
    label: 'Auf einen Blick',
    facts: [
      { term: 'Datum', value: <time dateTime={event.start}>24.11.2026, 19:00 – 21:00</time> },
      { term: 'Ort', value: 'Studiobühne' },
      { term: 'Kategorie', value: 'Konzert' },
      { term: 'Fachbereich', value: 'Musik' },
    ],
    children: <AddToCalendar locale="de" fileName="semesterkonzert-25" event={event} />,
  },
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An event at a phone's width: date, place, category, faculty and "add to calendar". */
export const EventPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** The same at the desktop width, in English. */
export const EventDesktopEnglish: Story = {
  args: {
    label: 'At a glance',
    facts: [
      { term: 'Date', value: <time dateTime={event.start}>24/11/2026, 19:00 – 21:00</time> },
      { term: 'Location', value: 'Studio stage' },
      { term: 'Category', value: 'Concert' },
      { term: 'Faculty', value: 'Music' },
    ],
    children: <AddToCalendar locale="en" fileName="semester-concert-25" event={event} />,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** A press release: date and contact, no action. */
export const PressReleasePhone: Story = {
  args: {
    facts: [
      { term: 'Datum', value: <time dateTime="2026-10-01T08:00:00.000Z">01.10.2026, 10:00</time> },
      { term: 'Kontakt', value: <a href="mailto:presse@aula.example">presse@aula.example</a> },
    ],
    children: undefined,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** An application: faculty, deadline and the call to action. */
export const ApplicationDesktop: Story = {
  args: {
    facts: [
      { term: 'Fachbereich', value: 'Musik' },
      { term: 'Bewerbungsschluss', value: <time dateTime="2027-03-15">15.03.2027</time> },
    ],
    children: (
      <a className="aula-button" href="/de/bewerbung">
        Jetzt bewerben
      </a>
    ),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
