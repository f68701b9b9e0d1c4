import type { EventEntry } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { entryRenderers } from '@web/features/lists/entry-renderers';

/** spec 2: events as a list of cards (date range in Europe/Berlin, title, location), in a section with its own `h2`. */
export function EventCards({ events, locale, testId }: { events: readonly EventEntry[]; locale: Locale; testId?: string }) {
  return (
    <ul className="plain-list card-grid" data-testid={testId}>
      {events.map((event) => (
        <li key={event.id}>{entryRenderers.events(event, locale, 3)}</li>
      ))}
    </ul>
  );
}
