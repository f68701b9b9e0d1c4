// Run with `node --test tools/scripts/*.test.mjs`.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runStages } from './run-stages.mjs';

const quiet = { log: () => undefined };

// Run one after the other, the stages would wait for each other forever: the time limit fails it.
test(
  'a stage beside the next ones runs while they run and is awaited before its stage',
  { timeout: 20_000 },
  async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'stages-test-'));
    const lines = [];
    const status = await runStages(
      [
        // Ends only once the next stage has run.
        {
          name: 'format',
          command: 'until [ -f next ]; do sleep 0.05; done; echo formatted',
          beside: 'last',
        },
        { name: 'next', command: 'touch next' },
        { name: 'last', command: 'test -f next' },
      ],
      { cwd, log: (line) => lines.push(line) },
    );
    assert.equal(status, 0);
    const order = lines
      .filter((line) => line.includes('stage done'))
      .map((line) => line.split(': ')[1]);
    assert.deepEqual(
      order.map((line) => line.split(' (')[0]),
      ['next', 'format', 'last'],
    );
    assert.ok(lines.some((line) => line.includes('formatted')));
  },
);

test('a failing stage beside the others stops the run before its stage', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'stages-test-'));
  const status = await runStages(
    [
      { name: 'format', command: 'exit 3', beside: 'last' },
      { name: 'next', command: 'true' },
      { name: 'last', command: 'touch last' },
    ],
    { cwd, ...quiet },
  );
  assert.equal(status, 3);
  assert.equal(existsSync(join(cwd, 'last')), false);
});

test('answers the exit code of the first stage that fails and runs none after it', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'stages-test-'));
  const status = await runStages(
    [
      { name: 'one', command: 'exit 2' },
      { name: 'two', command: 'touch two' },
    ],
    { cwd, ...quiet },
  );
  assert.equal(status, 2);
  assert.equal(existsSync(join(cwd, 'two')), false);
});
