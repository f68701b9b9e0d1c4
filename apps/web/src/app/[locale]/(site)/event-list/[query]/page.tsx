import { href } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cacheTags } from '../../../../../content/cache-tags';
import { visitorApi } from '../../../../../content/visitor-api';
import { type FolderParams, folderScreen, splitQuery } from '../../../../../screens/folder-screen';
import { ListFilterForm } from '../../../../../screens/listing/ListFilterForm';
import { loadFilterOptions } from '../../../../../screens/listing/list-data';
import { needsCleanUrl, listStateQuery, readListState } from '../../../../../screens/listing/list-query';
import { loadPages } from '../../../../../screens/listing/load-pages';
import { PagedEntries } from '../../../../../screens/listing/PagedEntries';
import { screenText } from '../../../../../screens/screen-texts';
import { screenMetadata } from '../../../../../seo/screen-metadata';

interface EventListProps {
  params: Promise<FolderParams>;
}

async function resolve({ params }: EventListProps) {
  const { folder, query } = splitQuery(await params);
  const screen = folderScreen('eventList', folder);
  const state = readListState(query);
  if (!screen || state.pages === null) notFound();
  // A shared filter URL stays clean: no empty values, dates as dd.mm.yyyy.
  if (needsCleanUrl(query)) redirect(`${href('eventList', screen.locale)}${listStateQuery(state)}`);
  return { screen, state };
}

export async function generateMetadata(props: EventListProps): Promise<Metadata> {
  const { screen, state } = await resolve(props);
  return screenMetadata(screen, screenText(screen.locale, 'events'), { query: listStateQuery(state) });
}

export { generateStaticParams } from '../../../../../screens/on-demand';

/** spec 2, 4: the events list: category and date filters, 12 per page with "load more", soonest first. */
export default async function EventListPage(props: EventListProps) {
  const { screen, state } = await resolve(props);
  const { locale } = screen;
  const api = visitorApi([cacheTags.list('events')]);
  const [events, options] = await Promise.all([
    loadPages(state.pages ?? 1, (page) => api.events.list(locale, { page, filter: state.filter })),
    loadFilterOptions('events', locale),
  ]);
  const action = href('eventList', locale);
  return (
    <>
      <h1>{screenText(locale, 'events')}</h1>
      <ListFilterForm locale={locale} action={action} categories={options.categories} dates={options.dates} state={state} />
      {events.results.length === 0 ? (
        <p>{screenText(locale, 'emptyList')}</p>
      ) : (
        <PagedEntries kind="events" entries={events.results} locale={locale} state={state} hasMore={events.hasMore} count={events.count} action={action} testId="event-results" />
      )}
    </>
  );
}
