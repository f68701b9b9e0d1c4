import type { EventEntry, Person, PressRelease } from '@aula/api-client';
import type { ReactNode } from 'react';
import { EntryCard, type EntryCardProps } from '../EntryList/EntryCard';
import { type RenderOptions, renderOptions } from '../../host/render-options';
import { eventTeaser, personTeaser, pressReleaseTeaser } from './entity-teasers';
import styles from './EntryCards.module.css';

interface CardsProps {
  /** The page's language and the host's link and image components. */
  options?: Partial<RenderOptions> | undefined;
  /** The titles' heading level: 2 below the screen's `h1`, 3 in a section with its own `h2`. */
  headingLevel?: EntryCardProps['headingLevel'];
  testId?: string | undefined;
  /**
   * The grid opens the page, so its first image is the likely largest contentful paint: load it
   * first.
   */
  priorityFirst?: boolean | undefined;
}

interface CardGridProps {
  children: ReactNode;
  testId?: string | undefined;
  /** Smaller cards, more per row: a phone shows several people per screen. */
  dense?: boolean;
}

function CardGrid({ children, testId, dense = false }: CardGridProps) {
  return (
    <ul className={styles['grid']} data-testid={testId} data-density={dense ? 'dense' : undefined}>
      {children}
    </ul>
  );
}

/** spec 2: events as cards (date range in Europe/Berlin, title, location), the `EntryCard` of the list blocks. */
export function EventCards({
  events,
  options,
  headingLevel = 2,
  testId,
  priorityFirst,
}: CardsProps & { events: readonly EventEntry[] }) {
  const { locale } = renderOptions(options);
  return (
    <CardGrid testId={testId}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EntryCard
            entry={eventTeaser(event, locale)}
            kind="event"
            options={options}
            headingLevel={headingLevel}
            priority={priorityFirst === true && index === 0}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** spec 2: persons as cards (portrait 400x500, name linking to the person, position). */
export function PersonCards({
  persons,
  options,
  headingLevel = 2,
  testId = 'person-results',
  priorityFirst,
}: CardsProps & { persons: readonly Person[] }) {
  const { locale } = renderOptions(options);
  return (
    <CardGrid testId={testId} dense>
      {persons.map((person, index) => (
        <li key={person.id}>
          <EntryCard
            entry={personTeaser(person, locale)}
            kind="person"
            options={options}
            headingLevel={headingLevel}
            priority={priorityFirst === true && index === 0}
          />
        </li>
      ))}
    </CardGrid>
  );
}

/** spec 2: press releases as cards (date, title linking to the release, teaser). */
export function PressReleaseCards({
  releases,
  options,
  headingLevel = 2,
  testId = 'press-release-results',
  priorityFirst,
}: CardsProps & { releases: readonly PressRelease[] }) {
  const { locale } = renderOptions(options);
  return (
    <CardGrid testId={testId}>
      {releases.map((release, index) => (
        <li key={release.id}>
          <EntryCard
            entry={pressReleaseTeaser(release, locale)}
            kind="news"
            options={options}
            headingLevel={headingLevel}
            priority={priorityFirst === true && index === 0}
          />
        </li>
      ))}
    </CardGrid>
  );
}
