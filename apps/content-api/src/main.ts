import { startServer } from '@aula/content-server';
import { backupSecret } from './backup-secret';
import { configFromEnv } from './config';

const config = configFromEnv(process.env, process.cwd(), process.argv.slice(2));

// The operator's backup endpoint (README "Backup and restore"), for `npm run backup`.
const server = await startServer({
  ...config,
  backupSecret: await backupSecret(process.env, process.cwd()),
});
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
