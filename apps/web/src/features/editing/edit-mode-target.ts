import { defaultLocale, isLocale, type Locale } from '@aula/routing';

/** The host's route that switches draft mode (editor renders) on or off. */
export const editModePath = '/api/edit-mode';

/** The address of the edit-mode switch that returns to `target` (a path with its query). */
export function editModeUrl(target: string): string {
  return `${editModePath}?next=${encodeURIComponent(target)}`;
}

/**
 * Where the switch may send the browser back to: a path on this site only (never `//host` or
 * `/\host`, which browsers read as another origin), else the home page.
 */
export function safeTarget(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/';
}

/** The language of a site path (its first segment), for the user endpoint's locale. */
export function targetLocale(target: string): Locale {
  const first = target.split(/[/?#]/)[1];
  return isLocale(first) ? first : defaultLocale;
}
