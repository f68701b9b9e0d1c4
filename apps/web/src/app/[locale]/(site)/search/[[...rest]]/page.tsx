export { generateMetadata, SearchPage as default } from '@web/features/search/SearchScreen';

/** DESIGN.md 5: search answers are not cached (every `?q=` is another document): rendered per request. */
export const dynamic = 'force-dynamic';
