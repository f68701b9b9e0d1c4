import type { EventDetail } from '@aula/api-client';
import { AddToCalendar } from '@aula/blocks';
import { formatDateTimeRange, t } from '@aula/i18n';
import { DetailImages } from '@web/features/detail/DetailImages';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { JsonLd } from '@web/screens/JsonLd';

/** issue 16.14: start and end in Europe/Berlin; an end on the same day shows its time only. */
function EventWhen({ event }: { event: Pick<EventDetail, 'start' | 'end'> }) {
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

/** spec 2: start and end in Europe/Berlin, location, categories, admission, images, JSON-LD Event. */
function EventHead({ entity: event, locale }: DetailPartProps<EventDetail>) {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Event',
          name: event.title,
          description: event.teaser,
          startDate: event.start,
          ...(event.end ? { endDate: event.end } : {}),
          location: { '@type': 'Place', name: event.location },
          inLanguage: locale,
          ...(event.image_url ? { image: event.image_url } : {}),
        }}
      />
      <p>
        <EventWhen event={event} />
      </p>
      <h1>{event.title}</h1>
      <p className="lead">{event.teaser}</p>
      {/* Issue 17: the facts block beside the text: when, where, what, and "add to calendar". */}
      <aside className="facts" aria-label={t(locale, 'page.facts')}>
        <dl>
          <dt>{t(locale, 'page.date')}</dt>
          <dd>
            <EventWhen event={event} />
          </dd>
          <dt>{t(locale, 'page.location')}</dt>
          <dd data-testid="event-location">{event.location}</dd>
          {event.categories.length > 0 && (
            <>
              <dt>{t(locale, 'page.category')}</dt>
              <dd>{event.categories.map((category) => category.name).join(', ')}</dd>
            </>
          )}
          {event.admission && (
            <>
              <dt>{t(locale, 'page.admission')}</dt>
              <dd>{event.admission}</dd>
            </>
          )}
        </dl>
        <AddToCalendar locale={locale} fileName={event.slug} event={{ uid: `event-${event.id}@aula`, title: event.title, start: event.start, end: event.end, location: event.location, url: event.urls[locale] }} />
      </aside>
      <DetailImages images={event.images} locale={locale} />
    </>
  );
}

/** spec 2: an event, its editable body section and its other language. */
export const eventDetail = detailScreen({
  screen: 'eventDetail',
  tag: 'event',
  fetch: (api, locale, id) => api.events.get(locale, id),
  seo: (event) => ({ title: event.title, description: event.meta_description || event.teaser, image: event.image_url }),
  parent: 'eventList',
  className: 'detail',
  Head: EventHead,
});
