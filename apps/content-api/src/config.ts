import { resolve } from 'node:path';
import type { ServerOptions } from '@aula/content-server';

/** The content API's settings from the environment, with the defaults of DESIGN.md. */
export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string): ServerOptions {
  const scale = env['SEED_SCALE'] ? Number(env['SEED_SCALE']) : undefined;
  return {
    port: Number(env['CONTENT_API_PORT'] ?? 3001),
    hostname: env['CONTENT_API_HOST'] ?? '127.0.0.1',
    ...(env['DATABASE_URL'] ? { databaseUrl: env['DATABASE_URL'] } : { dataDir: resolve(cwd, env['DATA_DIR'] ?? 'data', 'pgdata') }),
    ...(scale && Number.isInteger(scale) && scale > 0 ? { scale } : {}),
  };
}
