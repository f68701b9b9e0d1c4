import type {
  ApplicationPage,
  EventDetail,
  NewsDetail,
  PressReleaseDetail,
} from '@aula/api-client';
import { formatDate, formatDateTime, formatDateTimeRange, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { AddToCalendar } from '../AddToCalendar/AddToCalendar';
import { Facts } from './Facts';

/** Start and end in Europe/Berlin; an end on the same day shows its time only (no date twice). */
export function EventWhen({ event }: { event: Pick<EventDetail, 'start' | 'end'> }) {
  const when = formatDateTimeRange(event.start, event.end);
  return (
    <>
      <time dateTime={event.start}>{when.start}</time>
      {event.end && when.end && (
        <>
          {' – '}
          <time dateTime={event.end}>{when.end}</time>
        </>
      )}
    </>
  );
}

/** A day of the API (`2027-03-15`) as a time element, read at noon so no time zone moves it. */
const day = (date: string) => <time dateTime={date}>{formatDate(`${date}T12:00:00Z`)}</time>;

/**
 * The facts of the detail pages, by entity. The faculty comes from the caller (its
 * name, linked where the routes know the faculty), so the blocks need no data of their own.
 */

/** An event's facts: date and time, place, category, faculty, admission, "add to calendar". */
export function EventFacts({
  event,
  locale,
  faculty,
}: {
  event: EventDetail;
  locale: Locale;
  faculty?: ReactNode;
}) {
  return (
    <Facts
      label={t(locale, 'page.facts')}
      facts={[
        { term: t(locale, 'page.date'), value: <EventWhen event={event} /> },
        { term: t(locale, 'page.location'), value: event.location, testId: 'event-location' },
        {
          term: t(locale, 'page.category'),
          value: event.categories.map((category) => category.name).join(', '),
        },
        { term: t(locale, 'page.faculty'), value: faculty, testId: 'event-faculty' },
        { term: t(locale, 'page.admission'), value: event.admission },
      ]}
    >
      <AddToCalendar
        locale={locale}
        fileName={event.slug}
        event={{
          uid: `event-${event.id}@aula`,
          title: event.title,
          start: event.start,
          end: event.end,
          location: event.location,
          url: event.urls[locale],
        }}
      />
    </Facts>
  );
}

/** A news entry's facts: date and time, category, faculty. */
export function NewsFacts({
  news,
  locale,
  faculty,
}: {
  news: NewsDetail;
  locale: Locale;
  faculty?: ReactNode;
}) {
  return (
    <Facts
      label={t(locale, 'page.facts')}
      facts={[
        {
          term: t(locale, 'page.date'),
          value: <time dateTime={news.date}>{formatDateTime(news.date)}</time>,
        },
        { term: t(locale, 'page.category'), value: news.category },
        { term: t(locale, 'page.faculty'), value: faculty, testId: 'news-faculty' },
      ]}
    />
  );
}

/** A press release's facts: date and time, the press contact. */
export function PressReleaseFacts({
  release,
  locale,
}: {
  release: PressReleaseDetail;
  locale: Locale;
}) {
  return (
    <Facts
      label={t(locale, 'page.facts')}
      facts={[
        {
          term: t(locale, 'page.date'),
          value: <time dateTime={release.date}>{formatDateTime(release.date)}</time>,
        },
        {
          term: t(locale, 'page.contact'),
          value: release.contact && <a href={`mailto:${release.contact}`}>{release.contact}</a>,
          testId: 'press-contact',
        },
      ]}
    />
  );
}

/** An application's facts: faculty and deadline. */
export function ApplicationFacts({
  application,
  locale,
  faculty,
}: {
  application: ApplicationPage;
  locale: Locale;
  faculty?: ReactNode;
}) {
  return (
    <Facts
      label={t(locale, 'page.facts')}
      facts={[
        { term: t(locale, 'page.faculty'), value: faculty, testId: 'application-faculty' },
        {
          term: t(locale, 'page.deadline'),
          value: application.deadline && day(application.deadline),
          testId: 'deadline',
        },
      ]}
    />
  );
}
