import { resolve } from 'node:path';
import type { ServerOptions } from '@aula/content-server';

/** The value of `--scale N` (or `--scale=N`) among command-line arguments. */
function scaleArgument(argv: readonly string[]): string | undefined {
  const index = argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  const arg = argv[index];
  if (index < 0 || arg === undefined) return undefined;
  return arg.includes('=') ? arg.slice('--scale='.length) : argv[index + 1];
}

/**
 * The content API's settings from the environment (and `--scale N`, which wins over
 * SEED_SCALE), with the defaults of DESIGN.md.
 */
export function configFromEnv(
  env: NodeJS.ProcessEnv,
  cwd: string,
  argv: readonly string[] = [],
): ServerOptions {
  const scaleText = scaleArgument(argv) ?? env['SEED_SCALE'];
  const scale = scaleText ? Number(scaleText) : undefined;
  const dataDir = resolve(cwd, env['DATA_DIR'] ?? 'data');
  const hostUrl = env['HOST_URL'];
  const secret = env['REVALIDATE_SECRET'];
  const list = (name: string) =>
    (env[name] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const origins = list('ALLOWED_ORIGINS');
  const proxies = list('TRUSTED_PROXIES');
  return {
    port: Number(env['CONTENT_API_PORT'] ?? 3001),
    hostname: env['CONTENT_API_HOST'] ?? '127.0.0.1',
    ...(env['DATABASE_URL']
      ? { databaseUrl: env['DATABASE_URL'] }
      : { dataDir: resolve(dataDir, 'pgdata') }),
    mediaDir: resolve(dataDir, 'media'),
    ...(scale && Number.isInteger(scale) && scale > 0 ? { scale } : {}),
    ...(hostUrl && secret ? { revalidate: { hostUrl, secret } } : {}),
    ...(origins.length > 0 ? { allowedOrigins: origins } : {}),
    ...(env['SITE_URL'] ? { siteUrl: env['SITE_URL'] } : {}),
    ...(proxies.length > 0 ? { trustedProxies: proxies } : {}),
    ...(env['SECURE_COOKIES'] === 'true' ? { secureCookies: true } : {}),
    ...(env['SENTRY_DSN'] ? { sentryDsn: env['SENTRY_DSN'] } : {}),
    ...(Number(env['PUBLISH_POLL_MS']) > 0
      ? { publishPollMs: Number(env['PUBLISH_POLL_MS']) }
      : {}),
  };
}
