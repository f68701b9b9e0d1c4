#!/usr/bin/env node
// `npm run bench`: builds Aula and a bare Next.js page in the same run, starts them on loopback
// ports of their own, loads them with autocannon on the small seed and on `--scale 100`, and
// prints figures and ratios against the bare page. It never fails on a time.
//   BENCH_QUICK=1       a fast smoke (short loads, a few saves)
//   BENCH_SKIP_BUILD=1  measure the builds already there
//   BENCH_SEEDS=small   only one seed (`small`, `large` or `small,large`, the default)
//   BENCH_PORT=3400     the first of the four ports used
//   BENCH_FRESH=1       seed the databases anew (else a seeded one under tmp/bench is reused)
//   BENCH_ONLY=browser-calls  only the browser's API calls through the host against the API
//   BENCH_ONLY=admin          only the admin lists' time to interactive in Chromium
//   BENCH_ONLY=editor         only the editor's waits on the demo block page in Chromium
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureAdminInteractive } from './admin-interactive.mjs';
import { measureApi, mixedPaths } from './api.mjs';
import { measureBrowserCalls } from './browser-calls.mjs';
import { measureEditorLoop } from './editor-loop.mjs';
import { load, loadAlone, pageLoad, visitorJavaScript } from './measure.mjs';
import { printReport } from './report.mjs';
import { measureSaves } from './saves.mjs';
import { benchScreens } from './screens.mjs';
import { ok, start, stop, stopAll, waitFor } from './servers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const quick = process.env.BENCH_QUICK === '1';
const onlyBrowserCalls = process.env.BENCH_ONLY === 'browser-calls';
const onlyAdmin = process.env.BENCH_ONLY === 'admin';
const onlyEditor = process.env.BENCH_ONLY === 'editor';
const seeds = { small: 1, large: 100 };
const chosen = (process.env.BENCH_SEEDS ?? 'small,large')
  .split(',')
  .filter((name) => name in seeds);
const portBase = Number(process.env.BENCH_PORT ?? 3400);
const ports = { baseline: portBase + 1, api: portBase + 2, web: portBase + 3 };
const env = { ...process.env, NX_DAEMON: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = `${root}/node_modules/next/dist/bin/next`;
const url = (port) => `http://127.0.0.1:${port}`;

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The bench's load of the bare page against autocannon's own command line on it. */
async function calibrate(baseline) {
  await load(`${baseline}/`, { duration: 1 });
  const alone = await loadAlone(`${baseline}/`);
  const bench = await load(`${baseline}/`);
  return {
    connections: pageLoad.connections,
    duration: pageLoad.duration,
    benchRps: bench.rps,
    autocannonAloneRps: alone.rps,
    reached: bench.rps / alone.rps,
  };
}

/** Every figure of one seed: cached pages against the bare page, the API, saves, the mixed load. */
async function measureSeed(name, baseline, withJs, withLoadTest) {
  const dataDir = `${root}/tmp/bench/data-${name}`;
  if (process.env.BENCH_FRESH === '1' || !existsSync(`${dataDir}/pgdata`))
    rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const api = url(ports.api);
  const web = url(ports.web);
  const secret = randomBytes(16).toString('hex');
  const shared = { ...env, REVALIDATE_SECRET: secret };
  console.error(`[bench] ${name} seed: starting (a fresh large seed takes a few minutes)`);
  const apiServer = start('content-api', ['apps/content-api/dist/main.js'], root, {
    ...shared,
    CONTENT_API_PORT: String(ports.api),
    DATA_DIR: dataDir,
    SEED_SCALE: String(seeds[name]),
    HOST_URL: web,
  });
  const webServer = start('web', ['dist/server/main.js'], `${root}/apps/web`, {
    ...shared,
    PORT: String(ports.web),
    CONTENT_API_URL: api,
  });
  try {
    await waitFor(`${api}/de/api/news/`);
    await waitFor(`${web}/de/neuigkeiten`);
    const result = { seed: name, scale: seeds[name], pages: {}, visitorJs: {} };
    if (!onlyBrowserCalls && !onlyEditor) {
      console.error(`[bench] ${name} seed: admin lists in Chromium`);
      result.adminInteractive = await measureAdminInteractive(web, baseline, quick ? 5 : 15);
      if (onlyAdmin) return result;
    }
    if (!onlyBrowserCalls && name === 'small') {
      console.error(`[bench] ${name} seed: the editor's waits in Chromium`);
      result.editorLoop = await measureEditorLoop(web, quick ? 5 : 40).catch((error) => ({
        error: String(error.message ?? error).split('\n')[0],
      }));
      if (onlyEditor) return result;
    }
    console.error(`[bench] ${name} seed: browser calls through the host`);
    result.browserCalls = await measureBrowserCalls(api, web);
    if (onlyBrowserCalls) return result;
    result.pages.baseline = { path: '/', ...(await load(`${baseline}/`)) };
    const screens = await benchScreens(api);
    for (const [screen, path, kind] of screens) {
      // The first requests render and store the page; every measured request is a cached one.
      if (!(await ok(`${web}${path}`)) || !(await ok(`${web}${path}`))) {
        result.pages[screen] = { path, error: 'not available' };
        continue;
      }
      if (kind === 'page' && screen !== 'home') continue;
      const measured = await load(`${web}${path}`);
      const copy =
        (await fetch(`${web}${path}`).then(
          (response) => response.headers.get('x-aula-page-copy'),
          () => null,
        )) ?? '-';
      // The same page through Next.js's own cache: a client's `no-cache` passes the host's copies by.
      const next = await load(`${web}${path}`, { headers: { 'cache-control': 'no-cache' } });
      const bare = result.pages.baseline.rps;
      result.pages[screen] = {
        path,
        ...measured,
        ratio: measured.rps / bare,
        copy,
        nextCache: { ...next, ratio: next.rps / bare },
      };
    }
    if (withJs) {
      result.visitorJs.baseline = await visitorJavaScript(`${baseline}/`);
      for (const [screen, path] of screens)
        result.visitorJs[screen] = { path, ...(await visitorJavaScript(`${web}${path}`)) };
    }
    if (withJs)
      result.lighthouse = await (await import('./lighthouse.mjs')).lighthouseReport(web, screens);
    console.error(`[bench] ${name} seed: API`);
    result.api = await measureApi(api);
    Object.assign(
      result.api.lists,
      await (await import('./admin-lists.mjs')).measureAdminLists(api),
    );
    console.error(`[bench] ${name} seed: saves`);
    result.saves = await measureSaves(web, quick ? 10 : 60);
    if (withLoadTest) {
      console.error(`[bench] ${name} seed: mixed load, 100 connections`);
      const paths = await mixedPaths(api);
      for (const path of paths) await ok(`${web}${path}`);
      result.mixedLoad = {
        connections: 100,
        duration: quick ? 5 : 60,
        paths: paths.length,
        ...(await load({ url: web, paths }, { connections: 100, duration: quick ? 5 : 60 })),
      };
    }
    return result;
  } finally {
    await Promise.all([stop(apiServer), stop(webServer)]);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1')
    run(
      'npx',
      ['nx', 'run-many', '-t', 'build', '-p', 'web', 'content-api', '--output-style=static'],
      root,
    );
  const baseline = url(ports.baseline);
  // The editor's waits are counted in frames of their own page, not against the bare page.
  const withBaseline = !onlyBrowserCalls && !onlyEditor;
  if (withBaseline) {
    run(process.execPath, [nextBin, 'build'], `${root}/tools/bench/baseline`);
    start(
      'baseline',
      [nextBin, 'start', '-p', String(ports.baseline)],
      `${root}/tools/bench/baseline`,
      env,
    );
    await waitFor(`${baseline}/`);
  }

  const results = {
    quick,
    calibration: withBaseline ? await calibrate(baseline) : null,
    seeds: {},
  };
  for (const [index, name] of chosen.entries()) {
    results.seeds[name] = await measureSeed(
      name,
      baseline,
      index === 0,
      index === chosen.length - 1,
    );
  }
  mkdirSync(`${root}/tmp/bench`, { recursive: true });
  writeFileSync(`${root}/tmp/bench/results.json`, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  console.log('\nAll figures: tmp/bench/results.json');
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
