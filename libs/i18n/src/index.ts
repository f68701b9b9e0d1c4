export { messages, t, isMessageKey, type MessageKey, type MessageLocale } from './messages';
export { pluralKey, type PluralKey } from './plural';
export {
  formatDate,
  formatDateTime,
  formatDateTimeRange,
  timeZone,
  type DateTimeRangeParts,
} from './format-date';
export { parseCalendarDate, formatCalendarDate } from './calendar-date';
