import { applicationDetail } from '@web/features/study/application-detail';

/** spec 2: an application page (see `study/application-detail`). */
export const generateMetadata = applicationDetail.generateMetadata;
export { generateStaticParams } from '@web/screens/on-demand';
export default applicationDetail.Page;
