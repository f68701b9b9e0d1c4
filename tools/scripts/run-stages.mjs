// The stage runner of `npm test` (test-all.mjs): each stage's start, its length, the total.
// Node built-ins only.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const clock = (date) => date.toISOString().slice(11, 19);
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** Starts a command in `cwd`; answers its exit code once it ends. `output`: a file, else the console. */
function run(command, cwd, output) {
  const stdio = output === undefined ? 'inherit' : ['ignore', output, output];
  const child = spawn(command, { cwd, stdio, shell: true });
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
}

/**
 * Runs `stages` ({ name, command, beside? }) in order and answers the exit code of the first that
 * failed, else 0. A stage with `beside` (the name of a later stage) starts with the stage after it
 * and is awaited, its output then printed whole, before that later stage starts.
 */
export async function runStages(stages, { cwd = process.cwd(), log = console.log } = {}) {
  const started = Date.now();
  const times = [];
  const outputs = mkdtempSync(join(tmpdir(), 'aula-stages-'));
  /** Waits of the stages started beside the others, by the stage they are awaited before. */
  const besides = new Map();
  const ended = (name, begin, status) => {
    times.push([name, Date.now() - begin]);
    const length = minutes(Date.now() - begin);
    log(`=== ${clock(new Date())} stage done: ${name} (${length}, exit ${status})`);
    if (status !== 0)
      log(`\nStage "${name}" failed after ${minutes(Date.now() - started)} in all.`);
    return status;
  };
  const awaitAll = async (waits = []) => {
    for (const wait of waits) {
      const status = await wait();
      if (status !== 0) return status;
    }
    return 0;
  };
  for (const [index, stage] of stages.entries()) {
    const joined = await awaitAll(besides.get(stage.name));
    besides.delete(stage.name);
    if (joined !== 0) return joined;
    const begin = Date.now();
    if (stage.beside) {
      const file = join(outputs, `${index}.log`);
      log(`\n=== ${clock(new Date(begin))} stage (beside the next): ${stage.name}`);
      const status = run(stage.command, cwd, openSync(file, 'w'));
      const wait = async () => {
        const code = await status;
        log(`\n=== stage: ${stage.name}\n$ ${stage.command}\n${readFileSync(file, 'utf8')}`);
        return ended(stage.name, begin, code);
      };
      besides.set(stage.beside, [...(besides.get(stage.beside) ?? []), wait]);
      continue;
    }
    log(`\n=== ${clock(new Date(begin))} stage: ${stage.name}\n$ ${stage.command}`);
    const status = ended(stage.name, begin, await run(stage.command, cwd));
    if (status !== 0) return status;
  }
  for (const waits of besides.values()) {
    const status = await awaitAll(waits);
    if (status !== 0) return status;
  }
  log('\nStages:');
  for (const [name, ms] of times) log(`  ${minutes(ms).padStart(14)}  ${name}`);
  log(`  ${minutes(Date.now() - started).padStart(14)}  in all`);
  return 0;
}
