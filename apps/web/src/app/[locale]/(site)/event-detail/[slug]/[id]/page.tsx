import { eventDetail } from '@web/features/events/event-detail';

/** spec 2: an event (see `events/event-detail`). */
export const generateMetadata = eventDetail.generateMetadata;
export { generateStaticParams } from '@web/screens/on-demand';
export default eventDetail.Page;
