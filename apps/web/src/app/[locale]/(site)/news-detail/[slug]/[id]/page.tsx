import { newsDetail } from '@web/features/news/news-detail';

export const { generateMetadata, generateStaticParams } = newsDetail;
export default newsDetail.Page;
