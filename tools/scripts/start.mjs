#!/usr/bin/env node
// `npm start`: build what is not built yet (Nx cache), then run the content API and the web host
// together in production mode. `npm run dev` runs both in development mode. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { waitForApi } from './wait-for-api.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dev = process.argv.includes('--dev');
// Run the tools' own entry points (not npx) so that a signal reaches the real server process.
const bin = (path) => `${root}/node_modules/${path}`;
// The content API tells the host which cached pages an edit touched (DESIGN.md 5); both sides
// share a secret, new for every start unless one is configured.
const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: port,
  HOST_URL: process.env.HOST_URL ?? `http://127.0.0.1:${port}`,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('hex'),
};

if (!dev) {
  const build = [
    'nx',
    'run-many',
    '-t',
    'build',
    '-p',
    'web',
    'content-api',
    '--output-style=static',
  ];
  const built = spawnSync('npx', build, { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const services = [
  {
    name: 'content-api',
    cwd: root,
    command: dev
      ? [
          process.execPath,
          bin('tsx/dist/cli.mjs'),
          'watch',
          '--tsconfig',
          'tsconfig.base.json',
          'apps/content-api/src/main.ts',
        ]
      : [process.execPath, 'apps/content-api/dist/main.js'],
  },
  {
    name: 'web',
    cwd: `${root}/apps/web`,
    // Production: the host's own server (Next.js behind the copy of cached pages, DESIGN.md 5).
    command: dev
      ? [process.execPath, bin('next/dist/bin/next'), 'dev', '-p', port]
      : [process.execPath, 'dist/server/main.js'],
  },
];

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
const children = [];
function run({ name, cwd, command: [bin, ...args] }) {
  const child = spawn(bin, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (${code ?? 'signal'}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

// The host takes visitors only once the content API answers (it migrates and seeds
// on its first start); a page rendered before that would have lost its data.
const [api, web] = services;
const apiProcess = run(api);
const apiUrl = `http://${process.env.CONTENT_API_HOST ?? '127.0.0.1'}:${process.env.CONTENT_API_PORT ?? '3001'}/de/api/news/`;
try {
  await waitForApi(apiUrl, { isAlive: () => apiProcess.exitCode === null && !stopping });
} catch (error) {
  if (!stopping) {
    console.error(String(error));
    stop(1);
  }
}
if (!stopping) run(web);

if (!stopping)
  console.log(
    `Aula on http://localhost:${port} (content API on ${apiUrl.replace('/de/api/news/', '')})`,
  );
