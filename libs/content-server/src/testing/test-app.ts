import { createApp } from '../create-app';
import { migrate, openDatabase } from '../db/open-database';
import { seedDemoContent } from '../seed/seed-demo-content';

/** An in-memory database with the demo content and the app over it, for one test file. */
export async function createTestApp() {
  const db = await openDatabase();
  await migrate(db);
  await seedDemoContent(db);
  const app = createApp({ db, reportError: () => undefined });
  /** A fetch that answers from the app in process, for the api-client. */
  const fetchFromApp: typeof fetch = async (input, init) => app.request(input instanceof Request ? input : String(input), init);
  return { db, app, fetch: fetchFromApp, close: () => db.destroy() };
}
