import { startServer } from '@aula/content-server';
import { configFromEnv } from './config';

const config = configFromEnv(process.env, process.cwd(), process.argv.slice(2));

const server = await startServer(config);
console.log(
  `Content API on ${server.url}${server.seeded ? ' (new database, demo content seeded)' : ''}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
