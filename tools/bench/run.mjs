#!/usr/bin/env node
// `npm run bench`: builds Aula and a bare Next.js baseline in the same run, starts both against a
// large seed on loopback ports of their own, and reports ratios (never absolute pass/fail times).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load, visitorJavaScript } from './measure.mjs';
import { benchScreens } from './screens.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scale = Number(process.env.BENCH_SCALE ?? 100);
const ports = { api: 3401, baseline: 3402, web: 3403 };
const env = { ...process.env, NX_DAEMON: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = `${root}/node_modules/next/dist/bin/next`;
const dataDir = `${root}/tmp/bench/data`;
const running = [];
let stopping = false;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function start(name, args, cwd, extraEnv) {
  const child = spawn(process.execPath, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
  running.push(child);
  child.on('exit', (code) => code && !stopping && console.error(`${name} exited with ${code}`));
}

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function ok(url) {
  return fetch(url).then((response) => response.ok, () => false);
}

async function main() {
  // BENCH_SKIP_BUILD=1 measures the builds already there (the web host's from NEXT_DIST_DIR if set).
  if (process.env.BENCH_SKIP_BUILD !== '1') run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'web', 'content-api', '--output-style=static'], root);
  run(process.execPath, [nextBin, 'build'], `${root}/tools/bench/baseline`);

  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  start('content-api', ['apps/content-api/dist/main.js'], root, { CONTENT_API_PORT: String(ports.api), DATA_DIR: dataDir, SEED_SCALE: String(scale) });
  start('baseline', [nextBin, 'start', '-p', String(ports.baseline)], `${root}/tools/bench/baseline`);
  start('web', [nextBin, 'start', '-p', String(ports.web)], `${root}/apps/web`, { CONTENT_API_URL: `http://127.0.0.1:${ports.api}` });

  const api = `http://127.0.0.1:${ports.api}`;
  const web = `http://127.0.0.1:${ports.web}`;
  const baseline = `http://127.0.0.1:${ports.baseline}`;
  await waitFor(`${api}/de/api/news/`);
  await Promise.all([waitFor(`${baseline}/`), waitFor(`${web}/de/neuigkeiten`)]);

  const { count } = await fetch(`${api}/de/api/news/`).then((response) => response.json());
  const pages = Math.max(1, Math.ceil(count / 12));
  const results = { scale, newsItems: count, api: {}, pages: {}, visitorJs: {} };

  results.api.newsList = await load((i) => `${api}/de/api/news/?page=${1 + ((i * 7) % pages)}`);
  const autocomplete = `${api}/de/api/search/autocomplete/?query=`;
  results.api.autocomplete = (await ok(`${autocomplete}ku`))
    ? await load((i) => `${autocomplete}${['ku', 'mus', 'kon', 'aus', 'fot'][i % 5]}`)
    : 'not available yet';

  const baselineRun = await load(() => `${baseline}/`);
  results.pages.baseline = baselineRun;
  // Cached list and detail pages against the bare page (requests per second, ratio); the first
  // request of each fills the cache, so every measured request is a visitor's cached page.
  const screens = await benchScreens(api);
  for (const [name, path, kind] of screens) {
    if (!(await ok(`${web}${path}`))) {
      results.pages[name] = 'not available yet';
      continue;
    }
    if (kind === 'page') continue;
    const measured = await load(() => `${web}${path}`);
    results.pages[name] = { path, ...measured, rpsRatioToBaseline: measured.rps / baselineRun.rps };
  }

  // The JavaScript a visitor downloads per route (KiB gzip).
  results.visitorJs.baseline = await visitorJavaScript(`${baseline}/`);
  for (const [name, path] of screens) {
    results.visitorJs[name] = (await ok(`${web}${path}`)) ? { path, ...(await visitorJavaScript(`${web}${path}`)) } : 'not available yet';
  }

  results.lighthouse = await (await import('./lighthouse.mjs')).lighthouseReport(web, screens);
  mkdirSync(`${root}/tmp/bench`, { recursive: true });
  writeFileSync(`${root}/tmp/bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, (key, value) => (typeof value === 'number' && !Number.isInteger(value) ? Number(value.toFixed(2)) : value), 2));
  console.log('Written to tmp/bench/results.json');
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopping = true;
    for (const child of running) child.kill('SIGTERM');
  });
