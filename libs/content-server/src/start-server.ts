import { serve, type ServerType } from '@hono/node-server';
import { serverErrorReporter } from '@aula/api-client/error-reporting/node';
import { sql } from 'kysely';
import { createApp } from './create-app';
import { migrate, openDatabase, type DatabaseOptions } from './db/open-database';
import { fileMediaStore, memoryMediaStore } from './media/media-store';
import { startPublicationScheduler } from './publishing/publication-scheduler';
import { httpRevalidate } from './revalidate';
import { seedDemoContent } from './seed/seed-demo-content';

export interface ServerOptions extends DatabaseOptions {
  port: number;
  hostname?: string;
  /** Multiplies the demo content volume on first start. */
  scale?: number;
  /** Folder of media originals and derivatives (`./data/media`); omitted keeps them in memory. */
  mediaDir?: string;
  /** The host to notify after writes (`POST {hostUrl}/api/revalidate`), with its shared secret. */
  revalidate?: { hostUrl: string; secret: string };
  /** The site's public origin (`SITE_URL`); writes from any other are refused. */
  siteUrl?: string;
  /** Further origins allowed to send unsafe requests (`ALLOWED_ORIGINS`). */
  allowedOrigins?: string[];
  /** Addresses and CIDR ranges of proxies whose forwarding headers count (`TRUSTED_PROXIES`). */
  trustedProxies?: string[];
  /** Secure cookies (production behind HTTPS). */
  secureCookies?: boolean;
  /** How often scheduled publications are looked for (`PUBLISH_POLL_MS`, default 30 s). */
  publishPollMs?: number;
  /** spec 8: failures go to Sentry with this DSN (`SENTRY_DSN`), else as JSON lines to stderr. */
  sentryDsn?: string;
  /** The operator's backup secret: with it and `mediaDir`, `GET /operator-api/backup/` answers. */
  backupSecret?: string;
}

export interface RunningServer {
  url: string;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens (and on first start migrates and seeds) the database, then serves the content API. */
export async function startServer({
  port,
  hostname = '127.0.0.1',
  scale,
  mediaDir,
  revalidate,
  siteUrl,
  allowedOrigins = [],
  trustedProxies,
  secureCookies = false,
  publishPollMs,
  sentryDsn,
  backupSecret,
  ...databaseOptions
}: ServerOptions): Promise<RunningServer> {
  const db = await openDatabase(databaseOptions);
  await migrate(db);
  const media = mediaDir ? fileMediaStore(mediaDir) : memoryMediaStore();
  const seeded = await seedDemoContent(db, { media, ...(scale === undefined ? {} : { scale }) });
  // PGlite runs no autovacuum: without statistics the planner guesses, and without a visibility
  // map large lists cannot be paged from their indexes alone (DESIGN.md 5). Both persist in the
  // data folder; later writes are small. PostgreSQL's autovacuum takes over after the first seed.
  if (seeded)
    await sql.raw(scale !== undefined && scale > 1 ? 'vacuum analyze' : 'analyze').execute(db);
  const reporter = serverErrorReporter({ dsn: sentryDsn });
  const reportError = (error: unknown) => reporter.report(error, { service: 'content-api' });
  const app = createApp({
    db,
    reportError,
    media,
    allowedOrigins,
    secureCookies,
    ...(siteUrl ? { siteUrl } : {}),
    ...(trustedProxies ? { trustedProxies } : {}),
    ...(revalidate
      ? { revalidate: httpRevalidate({ ...revalidate, reportLateError: reportError }) }
      : {}),
    ...(backupSecret && mediaDir ? { backup: { secret: backupSecret, mediaDir } } : {}),
  });
  // DESIGN.md 8: publishes what is scheduled; safe with several instances (claims are atomic).
  const stopScheduler = startPublicationScheduler(db, {
    revalidate: revalidate
      ? httpRevalidate({ ...revalidate, reportLateError: reportError })
      : async () => undefined,
    reportError,
    ...(publishPollMs ? { intervalMs: publishPollMs } : {}),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const running = serve({ fetch: app.fetch, port, hostname }, () => resolve(running));
  });
  return {
    url: `http://${hostname}:${port}`,
    seeded,
    close: () => {
      stopScheduler();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
        .then(() => reporter.flush())
        .then(() => db.destroy());
    },
  };
}
