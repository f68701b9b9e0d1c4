#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a fresh machine: installs the npm dependencies when
// they are missing and, with --browser, Debian's Chromium for the Playwright suite; with
// --postgres, Debian's PostgreSQL server for the content server's DATABASE_URL tests and, with
// --redis, Debian's Redis server for the scale-out test (DESIGN.md 4).
// Node built-ins only, because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (process.argv.includes('--help')) {
  console.log(
    'Usage: node tools/scripts/setup.mjs [--browser] [--postgres] [--redis]\n  installs npm dependencies when missing; --browser: Chromium, --postgres: the PostgreSQL server, --redis: the Redis server (apt-get, as root)',
  );
  process.exit(0);
}

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(`${root}/node_modules/.package-lock.json`))
  run('npm', ['ci', '--no-audit', '--no-fund']);

/** Whether PostgreSQL's server programs are installed where the content server's tests look (pg_config, Debian's folders). */
function hasPostgresServer() {
  const bindir = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim();
  if (bindir && existsSync(`${bindir}/initdb`)) return true;
  const debian = '/usr/lib/postgresql';
  return (
    existsSync(debian) &&
    readdirSync(debian).some((version) => existsSync(`${debian}/${version}/bin/initdb`))
  );
}

const missing = [];
if (process.argv.includes('--browser') && !existsSync(chromium))
  missing.push([
    'chromium',
    `Chromium is missing at ${chromium}: install Debian's chromium package (or set CHROMIUM_PATH).`,
  ]);
if (process.argv.includes('--postgres') && !hasPostgresServer())
  missing.push([
    'postgresql',
    "The PostgreSQL server is missing: install Debian's postgresql package.",
  ]);
if (process.argv.includes('--redis') && spawnSync('redis-server', ['--version']).status !== 0)
  missing.push([
    'redis-server',
    "The Redis server is missing: install Debian's redis-server package.",
  ]);
if (missing.length > 0) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    for (const [, message] of missing) console.error(message);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing.map(([name]) => name)]);
}
