export { generateMetadata, NewsListPage as default } from '@web/features/news/NewsListScreen';
export { generateStaticParams } from '@web/screens/on-demand';
