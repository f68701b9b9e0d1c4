import type { Metadata } from 'next';
import type { FolderParams } from '@web/screens/folder-screen';
import { FilteredListScreen, filteredListMetadata } from '@web/features/lists/FilteredListScreen';

interface NewsListProps {
  params: Promise<FolderParams>;
}

export function generateMetadata({ params }: NewsListProps): Promise<Metadata> {
  return filteredListMetadata('news', params);
}

/** spec 2, 4: the news list: category and date filters, 12 per page with "load more", newest first. */
export function NewsListPage({ params }: NewsListProps) {
  return <FilteredListScreen kind="news" params={params} />;
}
