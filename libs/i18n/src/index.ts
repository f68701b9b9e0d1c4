export { messages, t, type MessageKey, type MessageLocale } from './messages';
export { formatDate, timeZone } from './format-date';
