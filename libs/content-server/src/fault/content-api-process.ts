import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A content API in its own process, started from the real entry (apps/content-api), as `npm run dev` runs it. */
export interface ApiProcess {
  url: string;
  /** Kills it at once, as a power cut or the OOM killer would (no shutdown handler runs). */
  kill(): Promise<void>;
  /** Stops it cleanly (SIGTERM: the database is closed). */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

/** A port the system just handed out as free: tests running side by side never share one. */
export async function freeLocalPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Starts the content API on `port` with `env` (DATA_DIR or DATABASE_URL) and waits until it answers. */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 240_000,
): Promise<ApiProcess> {
  // tsx as a loader of this very process (its CLI would run the server in a child that a kill misses).
  const child = spawn(
    process.execPath,
    ['--import', `${root}node_modules/tsx/dist/loader.mjs`, 'apps/content-api/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        TSX_TSCONFIG_PATH: 'tsconfig.base.json',
        CONTENT_API_PORT: String(port),
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The content API exited (${child.exitCode}): ${errors}`);
    const ready = await fetch(`${url}/de/api/news/categories/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The content API did not start in time: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
