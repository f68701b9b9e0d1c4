import type { EntryTeaser, EventEntry, Person, PressRelease } from '@aula/api-client';
import type { Locale } from '@aula/routing';

/** An event as `EntryCard` shows it: date range, title linking to its page, location. */
export function eventTeaser(event: EventEntry, locale: Locale): EntryTeaser {
  const { id, title, start, end, location, urls, image, image_url, alt, width, height, thumbs } =
    event;
  return {
    id,
    title,
    url: urls[locale],
    date: start,
    end,
    subtitle: location,
    image,
    image_url,
    alt,
    width,
    height,
    thumbs,
  };
}

/** A person as `EntryCard` shows it: portrait, name linking to the person, position. */
export function personTeaser(person: Person, locale: Locale): EntryTeaser {
  const { id, name, position, urls, image, image_url, alt, width, height, thumbs } = person;
  return {
    id,
    title: name,
    url: urls[locale],
    date: null,
    end: null,
    subtitle: position,
    image,
    image_url,
    alt,
    width,
    height,
    thumbs,
  };
}

/** A press release as `EntryCard` shows it: date, title linking to the release, teaser. */
export function pressReleaseTeaser(release: PressRelease, locale: Locale): EntryTeaser {
  const { id, title, teaser, date, urls, image, image_url, alt, width, height, thumbs } = release;
  return {
    id,
    title,
    url: urls[locale],
    date,
    end: null,
    subtitle: teaser,
    image,
    image_url,
    alt,
    width,
    height,
    thumbs,
  };
}
