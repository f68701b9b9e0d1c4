import { isUploadPath, requestLimits } from '@aula/api-client';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Kysely } from 'kysely';
import { editorAccess } from './auth/editor-access';
import { backupRoutes, type BackupOptions } from './backup/backup-routes';
import { trustedProxies } from './auth/forwarding';
import { requestGuard } from './auth/request-guard';
import type { Database } from './db/schema';
import { memoryMediaStore, type MediaStore } from './media/media-store';
import type { Revalidate } from './revalidate';
import { adminEntityRoutes } from './routes/admin-entities';
import { adminSiteRoutes } from './routes/admin-site';
import { adminSiteSettingsRoutes } from './routes/admin-site-settings';
import { authRoutes } from './routes/auth';
import { eventRoutes } from './routes/events';
import { eventPageModuleRoutes } from './routes/events-pagemodule';
import { exampleRoutes } from './routes/example';
import { mediaRoutes } from './routes/media';
import { mediaLibraryRoutes } from './routes/media-library';
import { moduleRoutes } from './routes/modules';
import { navigationRoutes } from './routes/navigation';
import { newsletterRoutes, type Mailer } from './routes/newsletter';
import { newsRoutes } from './routes/news';
import { isBadValueError } from './routes/database-errors';
import { rejectNulCharacters } from './routes/null-characters';
import { pageEditorRoutes } from './routes/page-editor';
import { pagePublishingRoutes } from './routes/page-publishing';
import { pageSettingsRoutes } from './routes/page-settings';
import { personRoutes } from './routes/persons';
import { presenceRoutes } from './routes/presence';
import { pressRoutes } from './routes/press';
import { searchRoutes } from './routes/search';
import { sectionDraftRoutes } from './routes/section-drafts';
import { sectionRoutes } from './routes/sections';
import { siteRoutes } from './routes/site';
import { structureRoutes } from './routes/structure';
import { studyRoutes } from './routes/study';
import { translationRoutes } from './routes/translation';

export interface AppOptions {
  db: Kysely<Database>;
  /** Where unexpected errors are reported; defaults to the console. */
  reportError?: (error: unknown) => void;
  /** The clock (tests pin it): what is upcoming, current or expired depends on it. */
  now?: () => Date;
  /** Where uploaded media and their derivatives are stored and served from. */
  media?: MediaStore;
  /** Announces the cache tags a write touched to the host; defaults to doing nothing. */
  revalidate?: Revalidate;
  /** The site's public origin (`SITE_URL`): writes must come from it; without it, from the host the request was addressed to. */
  siteUrl?: string;
  /** Further origins allowed to send unsafe requests (`ALLOWED_ORIGINS`). */
  allowedOrigins?: readonly string[];
  /** Peers whose forwarding headers are believed (`TRUSTED_PROXIES`; default the host on this machine). */
  trustedProxies?: readonly string[];
  /** Mark cookies Secure (production behind HTTPS). */
  secureCookies?: boolean;
  /** Sends mails (the newsletter opt-in); defaults to logging them. */
  mailer?: Mailer;
  /**
   * DESIGN.md 8: after how long without a ping an editor no longer counts as present
   * (default 30 s).
   */
  presenceStaleMs?: number;
  /** The operator's backup endpoint (`GET /operator-api/backup/`); omitted, there is none. */
  backup?: BackupOptions;
}

/** The content API as a Hono app: the whole contract of spec 7 over one database. */
export function createApp({
  db,
  reportError = (error) => console.error(error),
  now = () => new Date(),
  revalidate = async () => undefined,
  siteUrl,
  allowedOrigins = [],
  trustedProxies: proxyList,
  secureCookies = false,
  media = memoryMediaStore(),
  mailer = async (mail) => console.log(`Mail to ${mail.to}: ${mail.subject}\n${mail.text}`),
  presenceStaleMs,
  backup,
}: AppOptions) {
  const app = new Hono();
  const access = editorAccess(db, now);
  const proxies = trustedProxies(proxyList);
  // DESIGN.md 6: the API's answers are data, never documents to frame or sniff.
  app.use(
    secureHeaders({
      crossOriginResourcePolicy: 'same-site',
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use(
    requestGuard({ ...(siteUrl ? { siteUrl } : {}), allowedOrigins, proxies, secureCookies }),
  );
  // JSON writes are small; uploads have their own limit (routes/media.ts).
  // DESIGN.md 6: the refusal is sent before the body is read, so the connection is closed after it;
  // kept open, the unread rest of the body would be taken as the next request on it.
  const jsonLimit = bodyLimit({
    maxSize: requestLimits.jsonBodyBytes,
    onError: (c) => c.json({ detail: 'Request body too large.' }, 413, { Connection: 'close' }),
  });
  app.use((c, next) => (isUploadPath(c.req.path) ? next() : jsonLimit(c, next)));
  app.use(rejectNulCharacters);
  app.route('/', newsRoutes(db, now));
  app.route('/', eventRoutes(db, now));
  app.route('/', eventPageModuleRoutes(db, { access, now }));
  app.route('/', personRoutes(db));
  app.route('/', siteRoutes(db, now));
  app.route('/', pressRoutes(db, now));
  app.route('/', studyRoutes(db));
  app.route('/', navigationRoutes(db, now));
  app.route('/', searchRoutes(db, now));
  app.route('/', authRoutes(db, { access, now, secureCookies, proxies }));
  // Before the page routes: their `page/{path}` would take `page/{id}/settings/` (and `/sections/`) as a path.
  app.route('/', structureRoutes(db, { access, revalidate, reportError }));
  app.route('/', pageSettingsRoutes(db, { access, revalidate, reportError }));
  app.route('/', pagePublishingRoutes(db, { access, revalidate, reportError, now }));
  app.route('/', sectionDraftRoutes(db, { access, revalidate, reportError }));
  app.route('/', pageEditorRoutes(db, { access, now, reportError }));
  app.route('/', moduleRoutes(db, { access, revalidate, reportError }));
  app.route('/', sectionRoutes(db, { access, revalidate, reportError }));
  app.route(
    '/',
    presenceRoutes(db, {
      access,
      now,
      ...(presenceStaleMs === undefined ? {} : { staleMs: presenceStaleMs }),
    }),
  );
  app.route('/', translationRoutes(db, { access, revalidate, reportError }));
  app.route('/', newsletterRoutes(db, { mailer, now }));
  app.route('/', mediaRoutes(db, { access, store: media }));
  app.route('/', mediaLibraryRoutes(db, { access, store: media, revalidate, reportError }));
  app.route('/', exampleRoutes(db, { access, revalidate, reportError }));
  app.route('/', adminEntityRoutes(db, { access, revalidate, reportError }));
  app.route('/', adminSiteRoutes(db, { access, revalidate, reportError }));
  app.route('/', adminSiteSettingsRoutes(db, { access, revalidate, reportError }));
  if (backup) app.route('/', backupRoutes(db, backup));
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  app.onError((error, c) => {
    reportError(error);
    if (isBadValueError(error)) return c.json({ detail: 'Invalid input.' }, 400);
    return c.json({ detail: 'Server error.' }, 500);
  });
  return app;
}

export type ContentApp = ReturnType<typeof createApp>;
