import { formatDateTimeRange } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../content/visitor-api';
import { DetailImages } from '../../../../../../screens/detail/DetailImages';
import { entityMetadata } from '../../../../../../screens/detail/entity-metadata';
import { entityId, loadEntity } from '../../../../../../screens/detail/load-entity';
import { OtherLanguageLink } from '../../../../../../screens/detail/OtherLanguageLink';
import { EditableSection } from '../../../../../../screens/EditableSection';
import { type FolderParams, folderScreen } from '../../../../../../screens/folder-screen';
import { JsonLd } from '../../../../../../screens/JsonLd';
import { screenText } from '../../../../../../screens/screen-texts';

interface EventDetailProps {
  params: Promise<FolderParams>;
}

const load = cache(async (params: FolderParams) => {
  const screen = folderScreen('eventDetail', params);
  if (!screen) notFound();
  const id = entityId(screen.params.id);
  const event = await loadEntity(visitorApi([cacheTags.entity('event', id)]).events.get(screen.locale, id));
  return { locale: screen.locale, event };
});

export async function generateMetadata({ params }: EventDetailProps): Promise<Metadata> {
  const { locale, event } = await load(await params);
  return entityMetadata({ title: event.title, urls: event.urls, description: event.meta_description || event.teaser, image: event.image_url }, locale);
}

export { generateStaticParams } from '../../../../../../screens/on-demand';

/**
 * spec 2: an event: start and end in Europe/Berlin, location, categories, admission, images, its
 * editable body section, the link to its other language and JSON-LD Event.
 */
export default async function EventDetailPage({ params }: EventDetailProps) {
  const { locale, event } = await load(await params);
  const when = formatDateTimeRange(event.start, event.end);
  return (
    <article className="detail">
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
      <p data-testid="event-when">
        <time dateTime={event.start}>{when.start}</time>
        {event.end && when.end && (
          <>
            {' – '}
            <time dateTime={event.end}>{when.end}</time>
          </>
        )}
      </p>
      <h1>{event.title}</h1>
      {event.categories.length > 0 && <p>{event.categories.map((category) => category.name).join(', ')}</p>}
      <p className="lead">{event.teaser}</p>
      <dl>
        <dt>{screenText(locale, 'location')}</dt>
        <dd data-testid="event-location">{event.location}</dd>
        {event.admission && (
          <>
            <dt>{screenText(locale, 'admission')}</dt>
            <dd>{event.admission}</dd>
          </>
        )}
      </dl>
      <DetailImages images={event.images} locale={locale} />
      <EditableSection locale={locale} slug={event.body_slug} />
      <OtherLanguageLink locale={locale} urls={event.urls} />
    </article>
  );
}
