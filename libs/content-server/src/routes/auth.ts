import {
  entityDefinitions,
  issuesToFieldErrors,
  loginInputSchema,
  userSchema,
  type AdminMenuItem,
  type EntityName,
  type Locale,
} from '@aula/api-client';
import { adminPath } from '@aula/routing';
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import { verifyPassword } from '../auth/password';
import { clearFailedLogins, loginAllowed, recordFailedLogin } from '../auth/rate-limit';
import { clientAddress, type TrustedProxies } from '../auth/forwarding';
import { csrfMatchesSession, setCsrfCookie } from '../auth/request-guard';
import {
  createSession,
  csrfHeader,
  deleteSession,
  sessionCookie,
  sessionLifetimeMs,
  type SessionUser,
} from '../auth/session';
import type { Database } from '../db/schema';
import { answer } from './answer';
import { localeOf, localeParam } from './locale';
import { readNavigation } from './navigation';

/**
 * spec 6: the admin menus of an editor (the admin change lists of spec 7), with Django's trailing
 * slash; the paths are `@aula/routing`'s admin paths. Pages are kept in the navigation screen.
 */
const adminMenus = (locale: Locale): AdminMenuItem[] => {
  const t = (de: string, en: string) => (locale === 'de' ? de : en);
  const list = (entity: EntityName) => `${adminPath({ entity: entityDefinitions[entity].path })}/`;
  return [
    { title: t('Seiten', 'Pages'), url: `${adminPath('navigation')}/` },
    { title: t('Neuigkeiten', 'News'), url: list('news') },
    { title: t('Veranstaltungen', 'Events'), url: list('event') },
    { title: t('Personen', 'Persons'), url: list('person') },
    { title: t('Presse', 'Press'), url: list('pressArticle') },
  ];
};

export interface AuthRouteOptions {
  access: EditorAccess;
  now: () => Date;
  secureCookies: boolean;
  /** Whose forwarding headers name the client of the login limit (DESIGN.md 6). */
  proxies: TrustedProxies;
}

/** spec 6/7: login, logout and the user endpoint. */
export function authRoutes(
  db: Kysely<Database>,
  { access, now, secureCookies, proxies }: AuthRouteOptions,
) {
  const userAnswer = async (c: Context, user: Pick<SessionUser, 'id' | 'email' | 'username'>) => {
    const locale = localeOf(c);
    return answer(c, userSchema, {
      logged: true,
      id: user.id,
      email: user.email,
      username: user.username,
      admin_menus: adminMenus(locale),
      navigation: await readNavigation(db, locale),
    });
  };
  return new Hono()
    .get(`/${localeParam}/pageeditor-api/user`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const user = await access.user(c);
      return user
        ? userAnswer(c, user)
        : c.json({ detail: 'Authentication credentials were not provided.' }, 401);
    })
    .post(`/${localeParam}/pageeditor-api/login/`, async (c) => {
      const parsed = v.safeParse(loginInputSchema, await c.req.json().catch(() => null));
      if (!parsed.success)
        return c.json(
          { detail: 'Invalid input.', errors: issuesToFieldErrors(parsed.issues) },
          400,
        );
      const { username, password } = parsed.output;
      const address = clientAddress(c, proxies);
      if (!(await loginAllowed(db, username, address, now())))
        return c.json({ detail: 'Too many login attempts. Try again later.' }, 429);
      const user = await db
        .selectFrom('app_user')
        .selectAll()
        .where((eb) =>
          eb.or([eb('username', '=', username), eb('email', '=', username.toLowerCase())]),
        )
        .where('is_active', '=', true)
        .where('is_staff', '=', true)
        .executeTakeFirst();
      // Verify against a dummy hash for unknown users too, so timing does not reveal accounts.
      const valid = await verifyPassword(
        password,
        user?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA',
      );
      if (!user || !valid) {
        await recordFailedLogin(db, username, address, now());
        return c.json({ detail: 'Unable to log in with provided credentials.' }, 400);
      }
      const session = await db.transaction().execute(async (trx) => {
        await clearFailedLogins(trx, username);
        return createSession(trx, user.id, now());
      });
      setCookie(c, sessionCookie, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: secureCookies,
        maxAge: sessionLifetimeMs / 1000,
      });
      setCsrfCookie(c, session.csrfToken, secureCookies);
      return userAnswer(c, user);
    })
    .post(`/${localeParam}/pageeditor-api/logout/`, async (c) => {
      const user = await access.user(c);
      // DESIGN.md 6: like every other write, the token must be this session's, not any matching
      // pair.
      if (user && !csrfMatchesSession(c.req.header(csrfHeader), user.csrfToken))
        return c.json({ detail: 'CSRF Failed: CSRF token missing or incorrect.' }, 403);
      if (user) await deleteSession(db, user.sessionKey);
      deleteCookie(c, sessionCookie, { path: '/' });
      return c.json({ logged: false });
    });
}
