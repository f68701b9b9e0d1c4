import { pressReleaseDetail } from '@web/features/press/press-release-detail';

/** spec 2: a press release (see `press/press-release-detail`). */
export const generateMetadata = pressReleaseDetail.generateMetadata;
export { generateStaticParams } from '@web/screens/on-demand';
export default pressReleaseDetail.Page;
