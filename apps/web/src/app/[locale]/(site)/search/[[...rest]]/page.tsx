export { generateMetadata, SearchPage as default } from '@web/features/search/SearchScreen';
