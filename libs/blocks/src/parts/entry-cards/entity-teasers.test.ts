import type { EventEntry } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { eventTeaser } from './entity-teasers';

const event: EventEntry = {
  id: 25,
  slug: 'semesterkonzert-25',
  title: 'Semesterkonzert 25',
  teaser: 'Teaser',
  start: '2026-11-22T18:00:00.000Z',
  end: '2026-11-22T20:00:00.000Z',
  location: 'Studiobühne',
  categories: [],
  faculty: 1,
  is_home: true,
  is_highlight: true,
  urls: {
    de: '/de/veranstaltungen/semesterkonzert-25/25',
    en: '/en/events/semester-concert-25/25',
  },
  image: null,
  image_url: null,
  alt: '',
  width: null,
  height: null,
  thumbs: [],
};

describe('eventTeaser', () => {
  it("links the event's page in the language and shows the location", () => {
    expect(eventTeaser(event, 'en')).toMatchObject({
      url: '/en/events/semester-concert-25/25',
      date: event.start,
      end: event.end,
      subtitle: 'Studiobühne',
    });
  });
});
