import { AddToCalendar } from '@aula/blocks';
import { formatDateTime } from '@aula/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cacheTags } from '../../../../../../content/cache-tags';
import { visitorApi } from '../../../../../../content/visitor-api';
import { DetailBreadcrumbs } from '../../../../../../screens/detail/DetailBreadcrumbs';
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
      <DetailBreadcrumbs locale={locale} parents={['eventList']} current={event.title} />
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
      <p className="lead">{event.teaser}</p>
      {/* Issue 17: the facts block beside the text: when, where, what, and "add to calendar". */}
      <aside className="facts" aria-label={screenText(locale, 'facts')}>
        <dl>
          <dt>{screenText(locale, 'date')}</dt>
          <dd>
            <time dateTime={event.start}>{formatDateTime(event.start)}</time>
            {event.end && (
              <>
                {' – '}
                <time dateTime={event.end}>{formatDateTime(event.end)}</time>
              </>
            )}
          </dd>
          <dt>{screenText(locale, 'location')}</dt>
          <dd data-testid="event-location">{event.location}</dd>
          {event.categories.length > 0 && (
            <>
              <dt>{screenText(locale, 'category')}</dt>
              <dd>{event.categories.map((category) => category.name).join(', ')}</dd>
            </>
          )}
          {event.admission && (
            <>
              <dt>{screenText(locale, 'admission')}</dt>
              <dd>{event.admission}</dd>
            </>
          )}
        </dl>
        <AddToCalendar locale={locale} fileName={event.slug} event={{ uid: `event-${event.id}@aula`, title: event.title, start: event.start, end: event.end, location: event.location, url: event.urls[locale] }} />
      </aside>
      <DetailImages images={event.images} locale={locale} />
      <EditableSection locale={locale} slug={event.body_slug} />
      <OtherLanguageLink locale={locale} urls={event.urls} />
    </article>
  );
}
