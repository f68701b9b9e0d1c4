// Waiting for and stopping the servers the e2e suite and its tests start, by their PIDs.
import { type ChildProcess } from 'node:child_process';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Resolves once `url` answers with a 2xx; rejects after `timeoutMs`, or as soon as `exited`
 * (when given) says the server's process has ended.
 */
export async function waitFor(
  url: string,
  timeoutMs = 150_000,
  exited: () => string | undefined = () => undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ended = exited();
    if (ended) throw new Error(`${url} will not come up: ${ended}`);
    if (await answers(url)) return;
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

/** Whether `url` answers with a 2xx now. */
export function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

/** How `child` ended, or undefined while it runs. */
export function howEnded(child: ChildProcess): string | undefined {
  if (child.exitCode !== null) return `exited with ${child.exitCode}`;
  if (child.signalCode !== null) return `ended by ${child.signalCode}`;
  return undefined;
}

/** Stops a child with SIGTERM and waits until it has ended. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (howEnded(child)) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}
