import { adminPath, type Locale } from '@aula/routing';
import { loginHref } from './login-href';

/** The editor login page. */
export const loginPath = adminPath('login');

/** The login page in `locale` that returns to `next` (a path on this site) afterwards. */
export function loginUrl(locale: Locale, next: string): string {
  return loginHref(loginPath, locale, next);
}
