import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';

export type DatePickerProps = Omit<DateTimePickerProps, 'precision'>;

/** A day (`2026-09-17`), typed or picked from the calendar: the date-time picker without time. */
export function DatePicker(props: DatePickerProps) {
  return <DateTimePicker {...props} precision="date" />;
}
