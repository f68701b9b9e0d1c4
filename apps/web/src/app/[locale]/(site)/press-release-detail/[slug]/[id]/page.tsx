import { pressReleaseDetail } from '@web/features/press/press-release-detail';

export const { generateMetadata, generateStaticParams } = pressReleaseDetail;
export default pressReleaseDetail.Page;
