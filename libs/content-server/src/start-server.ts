import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './create-app';
import { migrate, openDatabase, type DatabaseOptions } from './db/open-database';
import { seedDemoContent } from './seed/seed-demo-content';

export interface ServerOptions extends DatabaseOptions {
  port: number;
  hostname?: string;
  /** Multiplies the demo content volume on first start. */
  scale?: number;
}

export interface RunningServer {
  url: string;
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens (and on first start migrates and seeds) the database, then serves the content API. */
export async function startServer({ port, hostname = '127.0.0.1', scale, ...databaseOptions }: ServerOptions): Promise<RunningServer> {
  const db = await openDatabase(databaseOptions);
  await migrate(db);
  const seeded = await seedDemoContent(db, scale === undefined ? {} : { scale });
  const app = createApp({ db });
  const server = await new Promise<ServerType>((resolve) => {
    const running = serve({ fetch: app.fetch, port, hostname }, () => resolve(running));
  });
  return {
    url: `http://${hostname}:${port}`,
    seeded,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))).then(() => db.destroy()),
  };
}
