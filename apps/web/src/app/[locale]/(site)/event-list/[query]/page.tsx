export { generateMetadata, EventListPage as default } from '@web/features/events/EventListScreen';
export { generateStaticParams } from '@web/screens/on-demand';
