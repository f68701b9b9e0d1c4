#!/usr/bin/env node
// Lays a new data folder for a content API of the suite: a copy of the demo content seeded once
// per build of the content API. The first caller seeds the template (the API migrates and seeds
// a new database on start, then stops); every later caller, and the servers started beside it,
// copy it. A lock folder keeps two callers from seeding at once.
//
//   node support/seeded-data.mjs [data folder]
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const api = join(root, 'apps/content-api/dist/main.js');
const template = join(root, 'tmp/e2e-seeded-template');
const lock = `${template}.lock`;
const stampFile = join(template, '.build-stamp');
/** The template belongs to one build of the content API (its seed and migrations are in it). */
const stamp = String(statSync(api).mtimeMs);
const seedPort = Number(process.env['E2E_SEED_PORT'] ?? 3209);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const isCurrent = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;

async function seedTemplate() {
  rmSync(template, { recursive: true, force: true });
  const child = spawn(process.execPath, [api], {
    env: { ...process.env, CONTENT_API_PORT: String(seedPort), DATA_DIR: template },
    stdio: 'inherit',
  });
  const exited = new Promise((done) => child.once('exit', done));
  const deadline = Date.now() + 150_000;
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error('the content API stopped while seeding the template');
      const ready = await fetch(`http://127.0.0.1:${seedPort}/de/api/news/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline)
        throw new Error('the content API did not come up to seed the template');
      await sleep(200);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  writeFileSync(stampFile, stamp);
}

async function withLock(work) {
  mkdirSync(dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than the seeding could take is left by a killed run.
      if (
        waited > 180_000 ||
        Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 180_000
      )
        rmSync(lock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

await withLock(async () => {
  if (!isCurrent()) await seedTemplate();
});
// Without a folder only the template is laid (`npm test` does it beside its earlier stages).
if (!process.argv[2]) process.exit(0);
const target = resolve(process.argv[2]);
rmSync(target, { recursive: true, force: true });
cpSync(template, target, { recursive: true });
rmSync(join(target, '.build-stamp'), { force: true });
