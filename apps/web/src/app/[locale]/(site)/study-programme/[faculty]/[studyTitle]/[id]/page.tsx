import { studyProgrammeDetail } from '@web/features/study/study-programme-detail';

/** spec 2: a study programme (see `study/study-programme-detail`). */
export const generateMetadata = studyProgrammeDetail.generateMetadata;
export { generateStaticParams } from '@web/screens/on-demand';
export default studyProgrammeDetail.Page;
