'use client';

/**
 * The date filter's calendar (`@aula/ui`, which the host compiles from source) as a client
 * island of the server-rendered filter form: a "choose date" button that opens the month on
 * demand (spec 2: the list, not the calendar, fills the first screen). Server-rendered first,
 * so its day buttons submit the form before any script has loaded. Its days come packed
 * (`packDays`): they travel in the page's HTML, and 10,000 news have about as many days.
 */
import { DateCalendarDisclosure, type DateCalendarProps, unpackDays } from '@aula/ui';
import { useMemo } from 'react';

export function FilterCalendar({
  packedDays,
  ...props
}: Omit<DateCalendarProps, 'days'> & { packedDays: string }) {
  const days = useMemo(() => unpackDays(packedDays), [packedDays]);
  return <DateCalendarDisclosure days={days} {...props} />;
}
