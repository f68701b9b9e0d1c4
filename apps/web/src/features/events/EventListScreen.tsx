import type { Metadata } from 'next';
import type { FolderParams } from '@web/screens/folder-screen';
import { FilteredListScreen, filteredListMetadata } from '@web/features/lists/FilteredListScreen';

interface EventListProps {
  params: Promise<FolderParams>;
}

export function generateMetadata({ params }: EventListProps): Promise<Metadata> {
  return filteredListMetadata('events', params);
}

/** spec 2, 4: the events list: category and date filters, 12 per page with "load more", soonest first. */
export function EventListPage({ params }: EventListProps) {
  return <FilteredListScreen kind="events" params={params} />;
}
