import type { EventDetail } from '@aula/api-client';
import { EventFacts, EventWhen } from '@aula/blocks';
import { facultyOf } from '@web/features/detail/faculty-of';
import { DetailImages } from '@web/features/detail/DetailImages';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { eventSource } from '@web/features/detail/detail-sources';
import { JsonLd } from '@web/screens/JsonLd';
import { headingText } from '@web/screens/server-render-options';

/** spec 2: start and end in Europe/Berlin, location, categories, admission, images, JSON-LD Event. */
async function EventHead({ entity: event, locale }: DetailPartProps<EventDetail>) {
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
      <h1>{headingText(event.title, locale)}</h1>
      <p className="lead">{event.teaser}</p>
      {/* The facts block beside the text: when, where, what, faculty, and "add to calendar". */}
      <EventFacts event={event} locale={locale} faculty={await facultyOf(event.faculty, locale)} />
      <DetailImages images={event.images} locale={locale} />
    </>
  );
}

/** spec 2: an event, its editable body section and its other language. */
export const eventDetail = detailScreen({
  loader: eventSource,
  seo: (event) => ({
    title: event.title,
    description: event.meta_description || event.teaser,
    image: event.image_url,
  }),
  parent: 'eventList',
  Head: EventHead,
});
