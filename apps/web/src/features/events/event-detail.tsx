import type { EventDetail } from '@aula/api-client';
import { formatDateTime, t } from '@aula/i18n';
import { DetailImages } from '@web/features/detail/DetailImages';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { JsonLd } from '@web/screens/JsonLd';

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
        <time dateTime={event.start}>{formatDateTime(event.start)}</time>
        {event.end && (
          <>
            {' – '}
            <time dateTime={event.end}>{formatDateTime(event.end)}</time>
          </>
        )}
      </p>
      <h1>{event.title}</h1>
      {event.categories.length > 0 && <p>{event.categories.map((category) => category.name).join(', ')}</p>}
      <p className="lead">{event.teaser}</p>
      <dl>
        <dt>{t(locale, 'page.location')}</dt>
        <dd data-testid="event-location">{event.location}</dd>
        {event.admission && (
          <>
            <dt>{t(locale, 'page.admission')}</dt>
            <dd>{event.admission}</dd>
          </>
        )}
      </dl>
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
  className: 'detail',
  Head: EventHead,
});
