import { studySubjectDetail } from '@web/features/study/study-subject-detail';

export const { generateMetadata, generateStaticParams } = studySubjectDetail;
export default studySubjectDetail.Page;
