'use client';

import { defaultLocale, isLocale, type Locale } from '@aula/routing';
import { useParams, usePathname } from 'next/navigation';

/** The language of the route segment a client component renders in; German outside one. */
export function useLocale(): Locale {
  const locale = useParams()?.['locale'];
  return isLocale(locale) ? locale : defaultLocale;
}

/** The language of the address bar's path (for the global error, which renders outside the segments). */
export function usePathLocale(): Locale {
  const first = usePathname()?.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}
