// The servers of the e2e suite (playwright.config.ts): the visitors' content API behind the
// outage switch and its host, and the editing specs' own content API and host. Playwright's
// `webServer` starts its servers one after the other; this global setup starts them side by side
// (each waits only for what it needs) and stops them, by their PIDs, after the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { answers, howEnded, stopChild, waitFor } from './child-processes';

const root = resolve(import.meta.dirname, '../../..');

/** Ports of their own, so the suite never talks to a developer's running site. */
export const webPort = Number(process.env['E2E_WEB_PORT'] ?? 3200);
export const apiPort = Number(process.env['E2E_API_PORT'] ?? 3201);
/** The web host reaches the API through a switch the outage test can turn off (api-switch.mjs). */
const switchPort = Number(process.env['E2E_SWITCH_PORT'] ?? apiPort + 1);
/**
 * The editing specs run against a site of their own (own data folder and ports), beside the
 * visitor specs: nothing they change can reach a visitor spec's page.
 */
export const editingWebPort = apiPort + 4;
const editingApiPort = apiPort + 3;
/** The content API tells the web host which cached pages an edit touched (DESIGN.md 5). */
const revalidateSecret = process.env['REVALIDATE_SECRET'] ?? 'e2e-revalidate-secret';

interface SuiteServer {
  name: string;
  /** Node's arguments for a step that must end first (a data folder laid). */
  before?: string[];
  /** Node's arguments for the server. */
  args: string[];
  cwd?: string;
  env: Record<string, string>;
  /** Answers with a 2xx once the server is ready. */
  url: string;
  /**
   * What the server reads from (its content API): its own `url` is asked only once this answers,
   * since a host asked before renders every try degraded, logs it, and takes the seed's CPU.
   */
  needs?: string;
}

/** The content API on a new copy of the seeded demo database (seeded-data.mjs). */
function contentApi(name: string, port: number, dataDir: string, hostPort: number): SuiteServer {
  const data = resolve(root, dataDir);
  return {
    name,
    before: ['apps/web-e2e/support/seeded-data.mjs', data],
    args: ['apps/content-api/dist/main.js'],
    env: {
      CONTENT_API_PORT: String(port),
      DATA_DIR: data,
      HOST_URL: `http://127.0.0.1:${hostPort}`,
      REVALIDATE_SECRET: revalidateSecret,
      // Scheduled publications are looked for every 2 s, so a schedule is seen soon after its minute.
      PUBLISH_POLL_MS: '2000',
    },
    url: `http://127.0.0.1:${port}/de/api/news/`,
  };
}

/** The host's production server (Next.js behind the copies of cached pages) in front of `apiPort`. */
function host(name: string, port: number, contentApiPort: number): SuiteServer {
  return {
    name,
    needs: `http://127.0.0.1:${contentApiPort}/de/api/news/`,
    args: ['dist/server/main.js'],
    cwd: resolve(root, 'apps/web'),
    env: {
      PORT: String(port),
      CONTENT_API_URL: `http://127.0.0.1:${contentApiPort}`,
      NEXT_TELEMETRY_DISABLED: '1',
      HOST_URL: `http://127.0.0.1:${port}`,
      REVALIDATE_SECRET: revalidateSecret,
    },
    url: `http://127.0.0.1:${port}/de/neuigkeiten`,
  };
}

const servers: SuiteServer[] = [
  contentApi('content API', apiPort, 'tmp/e2e-data', webPort),
  {
    name: 'API switch',
    args: ['apps/web-e2e/support/api-switch.mjs'],
    env: { SWITCH_PORT: String(switchPort), SWITCH_TARGET: `http://127.0.0.1:${apiPort}` },
    url: `http://127.0.0.1:${switchPort}/de/api/news/`,
  },
  host('host', webPort, switchPort),
  contentApi('editing content API', editingApiPort, 'tmp/e2e-editing-data', editingWebPort),
  host('editing host', editingWebPort, editingApiPort),
];

const startTimeoutMs = 180_000;

/** Runs node with `args` and the server's environment; its error output goes out named. */
function node(server: SuiteServer, args: string[]): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: server.cwd ?? root,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`[${server.name}] ${chunk.toString()}`),
  );
  return child;
}

/** Starts one server (after its `before` step) and waits until it answers; `started` gets its process. */
async function start(server: SuiteServer, started: ChildProcess[]): Promise<void> {
  // As Playwright's `reuseExistingServer: false`: never test a server someone else started.
  if (await answers(server.url))
    throw new Error(`${server.name}: ${server.url} already answers; is another site running?`);
  if (server.before) {
    const step = node(server, server.before);
    const code = await new Promise((done) => step.once('exit', done));
    if (code !== 0)
      throw new Error(`${server.name}: ${server.before.join(' ')} exited with ${code}`);
  }
  const child = node(server, server.args);
  started.push(child);
  const exited = () => howEnded(child) && `${server.name} ${howEnded(child)}`;
  if (server.needs) await waitFor(server.needs, startTimeoutMs, exited);
  await waitFor(server.url, startTimeoutMs, exited);
}

/** Playwright's global setup: every server started side by side; returns their teardown. */
export default async function startSuiteServers(): Promise<() => Promise<void>> {
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(stopChild));
  };
  const outcomes = await Promise.allSettled(servers.map((server) => start(server, started)));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  return stopAll;
}
