import { newsDetail } from '@web/features/news/news-detail';

/** spec 2: a news entry (see `news/news-detail`). */
export const generateMetadata = newsDetail.generateMetadata;
export { generateStaticParams } from '@web/screens/on-demand';
export default newsDetail.Page;
