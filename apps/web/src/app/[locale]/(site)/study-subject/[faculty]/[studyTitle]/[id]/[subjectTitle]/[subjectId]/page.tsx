import { studySubjectDetail } from '@web/features/study/study-subject-detail';

/** spec 2: a study subject (see `study/study-subject-detail`). */
export const generateMetadata = studySubjectDetail.generateMetadata;
export { generateStaticParams } from '@web/screens/on-demand';
export default studySubjectDetail.Page;
