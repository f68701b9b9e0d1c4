import type { Person } from '@aula/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventCards, PersonCards, PressReleaseCards } from './EntryCards';

const person = (id: number, portrait: boolean): Person => ({
  id,
  slug: `person-${id}`,
  name: `Person ${id}`,
  position: 'Professor of composition',
  categories: [],
  email: null,
  phone: null,
  urls: { de: `/de/personen/person-${id}/${id}`, en: `/en/person/person-${id}/${id}` },
  ...(portrait
    ? {
        image: 3,
        image_url: '/media/derivatives/demo-3-vertical.webp',
        alt: 'Study in blue',
        width: 400,
        height: 500,
        thumbs: [{ url: '/media/derivatives/demo-3-vertical.webp', width: 400 }],
      }
    : { image: null, image_url: null, alt: '', width: null, height: null, thumbs: [] }),
});

describe('PersonCards', () => {
  it('shows a portrait in its 400x500 box where there is one, and none otherwise', () => {
    const html = renderToStaticMarkup(
      <PersonCards persons={[person(1, true), person(2, false)]} options={{ locale: 'en' }} />,
    );
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="/media/derivatives/demo-3-vertical.webp"');
    expect(images[0]).toContain('width="400"');
    expect(images[0]).toContain('height="500"');
    expect(html).toContain('href="/en/person/person-2/2"');
  });

  it('sets persons in the dense grid (several to a row on a phone); events keep the card grid', () => {
    const persons = renderToStaticMarkup(<PersonCards persons={[person(1, true)]} />);
    expect(persons).toContain('data-density="dense"');
    const events = renderToStaticMarkup(<EventCards events={[]} />);
    expect(events).not.toContain('data-density');
  });

  it('shows events and press releases as the same cards, linking their page in the language', () => {
    const event = {
      id: 25,
      title: 'Semester concert 25',
      start: '2026-11-22T18:00:00.000Z',
      end: null,
      location: 'Studio stage',
      urls: { de: '/de/veranstaltungen/x/25', en: '/en/events/x/25' },
    };
    const release = {
      id: 4,
      title: 'Annual report',
      teaser: 'Figures',
      date: '2026-01-10T09:00:00.000Z',
      urls: { de: '/de/presse/mitteilungen/y/4', en: '/en/press/releases/y/4' },
    };
    const noImage = {
      image: null,
      image_url: null,
      alt: '',
      width: null,
      height: null,
      thumbs: [],
    };
    const events = renderToStaticMarkup(
      <EventCards
        events={[{ ...event, ...noImage } as never]}
        options={{ locale: 'en' }}
        testId="events"
      />,
    );
    expect(events).toContain('href="/en/events/x/25"');
    expect(events).toContain('Studio stage');
    expect(events).toContain('data-testid="events"');
    const releases = renderToStaticMarkup(
      <PressReleaseCards
        releases={[{ ...release, ...noImage } as never]}
        options={{ locale: 'de' }}
        headingLevel={3}
      />,
    );
    expect(releases).toContain('<h3');
    expect(releases).toContain('href="/de/presse/mitteilungen/y/4"');
    expect(releases).toContain('10.01.2026');
  });
});

describe('priorityFirst (the largest contentful paint)', () => {
  it('loads the first card image eagerly and first, the others lazily', () => {
    const html = renderToStaticMarkup(
      <PersonCards
        persons={[person(1, true), person(2, true)]}
        options={{ locale: 'de' }}
        priorityFirst
      />,
    );
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[1]).toContain('loading="lazy"');
  });

  it('loads every image lazily without it', () => {
    const html = renderToStaticMarkup(
      <PersonCards persons={[person(1, true)]} options={{ locale: 'de' }} />,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
  });
});
