#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a fresh machine: installs the npm dependencies when
// they are missing and, with --browser, Debian's Chromium for the Playwright suite.
// Node built-ins only, because it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(`${root}/node_modules/.package-lock.json`)) run('npm', ['ci', '--no-audit', '--no-fund']);

if (process.argv.includes('--browser') && !existsSync(chromium)) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing at ${chromium}: install Debian's chromium package (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}
