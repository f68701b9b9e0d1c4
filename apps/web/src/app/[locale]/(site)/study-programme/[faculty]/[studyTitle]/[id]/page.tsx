import { studyProgrammeDetail } from '@web/features/study/study-programme-detail';

export const { generateMetadata, generateStaticParams } = studyProgrammeDetail;
export default studyProgrammeDetail.Page;
