// The parts of a scaled-out deployment, started privately for the scale-out test: PostgreSQL,
// Redis, two content-API instances over that one database and two host instances sharing that
// one Redis (README "Deployment"). Each on a loopback port of its own; stopped by their PIDs.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// A test harness, not shipped code: the content server's own private PostgreSQL for tests.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../../libs/content-server/src/testing/postgres-cluster';
import { stopChild, waitFor } from './child-processes';

const root = resolve(import.meta.dirname, '../../..');
/** The host's production server (Next.js behind the copy of cached pages). */
const hostServer = join(root, 'apps/web/dist/server/main.js');

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

export interface ScaleOutCluster {
  hosts: [Instance, Instance];
  apis: [Instance, Instance];
  redis: Instance;
  stop(): Promise<void>;
}

function start(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on(
    'data',
    (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4000)),
  );
  child.on(
    'exit',
    (code) =>
      code &&
      code !== 143 &&
      console.error(`${command} ${args.join(' ')} exited with ${code}\n${errors}`),
  );
  return child;
}

function instance(child: ChildProcess, url: string): Instance {
  return { url, stop: () => stopChild(child) };
}

/** Starts everything on ports `base` to `base + 4` (PostgreSQL picks one from `base + 5` to `base + 9`). */
export async function startScaleOutCluster(base: number): Promise<ScaleOutCluster> {
  const redisDir = mkdtempSync(join(tmpdir(), 'aula-redis-'));
  const started: Instance[] = [];
  let postgres: PostgresCluster | undefined;
  try {
    postgres = await startPostgresCluster({ ports: [base + 5, base + 9] });
    const databaseUrl = await postgres.createOwnedDatabase('aula');
    const redisPort = base;
    // No persistence: a restarted Redis starts empty, as the cache handler expects.
    const redisChild = start(
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        redisDir,
      ],
      {},
    );
    const redis = instance(redisChild, `redis://127.0.0.1:${redisPort}`);
    started.push(redis);
    const secret = 'scale-out-secret';
    const [api1, api2, web1, web2] = [1, 2, 3, 4].map(
      (offset) => `http://127.0.0.1:${base + offset}`,
    ) as [string, string, string, string];
    const api = (port: number, hostUrl: string, dataDir: string) =>
      start(process.execPath, ['apps/content-api/dist/main.js'], {
        env: {
          CONTENT_API_PORT: String(port),
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          HOST_URL: hostUrl,
          REVALIDATE_SECRET: secret,
        },
      });
    // Media are shared through one folder (a volume in production).
    const shared = join(redisDir, 'data');
    const firstApi = instance(api(base + 1, web1, shared), api1);
    started.push(firstApi);
    await waitFor(`${api1}/de/api/news/`);
    const secondApi = instance(api(base + 2, web2, shared), api2);
    started.push(secondApi);
    await waitFor(`${api2}/de/api/news/`);
    const host = (port: number, apiUrl: string) =>
      start(process.execPath, [hostServer], {
        cwd: join(root, 'apps/web'),
        env: {
          PORT: String(port),
          CONTENT_API_URL: apiUrl,
          REDIS_URL: redis.url,
          REVALIDATE_SECRET: secret,
          NEXT_TELEMETRY_DISABLED: '1',
        },
      });
    const firstHost = instance(host(base + 3, api1), web1);
    const secondHost = instance(host(base + 4, api2), web2);
    started.push(firstHost, secondHost);
    await Promise.all([waitFor(`${web1}/de/neuigkeiten`), waitFor(`${web2}/de/neuigkeiten`)]);
    const cluster = postgres;
    return {
      hosts: [firstHost, secondHost],
      apis: [firstApi, secondApi],
      redis,
      stop: async () => {
        await Promise.all(started.map((part) => part.stop()));
        await cluster.stop();
        rmSync(redisDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(started.map((part) => part.stop()));
    await postgres?.stop();
    rmSync(redisDir, { recursive: true, force: true });
    throw error;
  }
}
