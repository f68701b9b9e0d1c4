import type { EntryTeaser, EventEntry } from '@aula/api-client';
import type { Locale } from '@aula/routing';

/** An event as the blocks' `EntryCard` shows it: date range, title linking to its page, location. */
export function eventTeaser(event: EventEntry, locale: Locale): EntryTeaser {
  const { id, title, start, end, location, urls, image, image_url, alt, width, height, thumbs } = event;
  return { id, title, url: urls[locale], date: start, end, subtitle: location, image, image_url, alt, width, height, thumbs };
}
