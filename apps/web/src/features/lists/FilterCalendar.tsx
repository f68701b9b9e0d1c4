'use client';

/**
 * The date filter's calendar (`@aula/ui`, which the host compiles from source) as a client
 * island of the server-rendered filter form. Server-rendered first, so its day buttons submit
 * the form before any script has loaded.
 */
import { DateCalendar } from '@aula/ui';

export const FilterCalendar = DateCalendar;
