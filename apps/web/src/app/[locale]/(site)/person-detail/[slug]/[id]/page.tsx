import { personDetail } from '@web/features/persons/person-detail';

/** spec 2: a person (see `persons/person-detail`). */
export const generateMetadata = personDetail.generateMetadata;
export { generateStaticParams } from '@web/screens/on-demand';
export default personDetail.Page;
