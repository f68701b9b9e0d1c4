import type { EventEntry } from '@aula/api-client';
import { EntryCard } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { visitorRenderOptions } from '../visitor-render-options';
import { eventTeaser } from './event-teaser';

/** spec 2: events as a list of cards (date range in Europe/Berlin, title, location). */
export function EventCards({ events, locale, testId }: { events: readonly EventEntry[]; locale: Locale; testId?: string }) {
  const options = visitorRenderOptions(locale);
  return (
    <ul className="plain-list card-grid" data-testid={testId}>
      {events.map((event) => (
        <li key={event.id}>
          <EntryCard entry={eventTeaser(event, locale)} kind="event" options={options} />
        </li>
      ))}
    </ul>
  );
}
