export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
export { toBerlinDateValue, toBerlinWire, type DatePrecision } from './berlin-date-value';
