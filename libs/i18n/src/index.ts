export { messages, t, isMessageKey, type MessageKey, type MessageLocale } from './messages';
export { formatDate, formatDateTime, timeZone } from './format-date';
export { parseCalendarDate, formatCalendarDate } from './calendar-date';
