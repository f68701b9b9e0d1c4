// The servers a benchmark run starts (content API, Aula's host, the bare Next.js page), each on a
// loopback port of its own, and stops again.
import { spawn } from 'node:child_process';

const running = new Set();
let stopping = false;

/** Starts `node args…` in `cwd`; its stderr goes to ours, an unexpected exit is reported. */
export function start(name, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  running.add(child);
  child.on('exit', (code) => {
    running.delete(child);
    if (code && !stopping) console.error(`${name} exited with ${code}`);
  });
  return child;
}

/** Stops one server and waits until it is gone. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  running.delete(child);
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Stops every server still running (the end of a run, or an error). */
export async function stopAll() {
  stopping = true;
  await Promise.all([...running].map(stop));
}

/** Waits until `url` answers 2xx (a fresh large seed takes a while). */
export async function waitFor(url, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ok(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Whether `url` answers 2xx. */
export async function ok(url, init) {
  return fetch(url, init).then(
    async (response) => {
      await response.arrayBuffer();
      return response.ok;
    },
    () => false,
  );
}
