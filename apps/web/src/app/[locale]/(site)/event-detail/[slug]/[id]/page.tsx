import { eventDetail } from '@web/features/events/event-detail';

export const { generateMetadata, generateStaticParams } = eventDetail;
export default eventDetail.Page;
