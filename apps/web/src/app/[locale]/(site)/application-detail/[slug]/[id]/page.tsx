import { applicationDetail } from '@web/features/study/application-detail';

export const { generateMetadata, generateStaticParams } = applicationDetail;
export default applicationDetail.Page;
