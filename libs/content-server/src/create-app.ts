import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { navigationRoutes } from './routes/navigation';
import { newsRoutes } from './routes/news';

export interface AppOptions {
  db: Kysely<Database>;
  /** Where unexpected errors are reported; defaults to the console. */
  reportError?: (error: unknown) => void;
}

/** The content API as a Hono app: the whole contract of spec 7 over one database. */
export function createApp({ db, reportError = (error) => console.error(error) }: AppOptions) {
  const app = new Hono();
  app.route('/', newsRoutes(db));
  app.route('/', navigationRoutes(db));
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  app.onError((error, c) => {
    reportError(error);
    return c.json({ detail: 'Server error.' }, 500);
  });
  return app;
}

export type ContentApp = ReturnType<typeof createApp>;
