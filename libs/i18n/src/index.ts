export { messages, t, isMessageKey, type MessageKey, type MessageLocale } from './messages';
export {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  timeZone,
  type DateTimeRangeParts,
} from './format-date';
export { parseCalendarDate, formatCalendarDate } from './calendar-date';
