import { personDetail } from '@web/features/persons/person-detail';

export const { generateMetadata, generateStaticParams } = personDetail;
export default personDetail.Page;
