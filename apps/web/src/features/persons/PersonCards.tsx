import type { Person } from '@aula/api-client';
import { EntryCard } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';

/** spec 2: persons as a grid of cards (portrait, name linking to the person, position). */
export function PersonCards({ persons, locale }: { persons: readonly Person[]; locale: Locale }) {
  const options = visitorRenderOptions(locale);
  return (
    <ul className="plain-list card-grid" data-testid="person-results">
      {persons.map(({ id, name, position, urls, image, image_url, alt, width, height, thumbs }) => (
        <li key={id}>
          <EntryCard entry={{ id, title: name, url: urls[locale], date: null, end: null, subtitle: position, image, image_url, alt, width, height, thumbs }} kind="person" options={options} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
