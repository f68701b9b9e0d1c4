#!/usr/bin/env node
// `npm test` after setup: every check CI runs, in stages, each with its start time and length,
// and the total at the end. `--nightly` runs what CI leaves out instead (README "Tests").
// Node built-ins only. Stops at the first stage that fails, with its exit code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The e2e run, then the slowest and the flaky tests of its report; the run's exit code. */
function e2eWithSummary(command) {
  return `${command}; status=$?; node apps/web-e2e/support/report-summary.mjs || true; exit $status`;
}

/** The CI stages: what every change must pass. */
const ciStages = [
  ['code format and tool scripts', 'prettier --check . && node --test tools/scripts/*.test.mjs'],
  [
    'lint, typecheck, unit, build, package-check',
    'nx run-many -t lint typecheck test build package-check --output-style=static',
  ],
  ['release dry-run', 'npm run release:dry-run'],
  [
    'Storybook (test build) and its story check',
    'npm run build-storybook:test && npm run test:stories-browser',
  ],
  ['e2e', e2eWithSummary('npm run e2e')],
];

/**
 * What CI leaves out: every spec at 375 px and editing at both widths, the outside project, the
 * full Storybook, the benchmark.
 */
const nightlyStages = [
  ['build', 'nx run-many -t build --output-style=static'],
  ['e2e, every spec at both widths', e2eWithSummary('E2E_NIGHTLY=1 npm run e2e')],
  ['outside project', 'nx run outside-project:test-outside --output-style=static'],
  ['Storybook (full build with docs)', 'npm run build-storybook -- --quiet'],
  ['benchmark', 'npm run bench'],
];

const stages = process.argv.includes('--nightly') ? nightlyStages : ciStages;
const clock = (date) => date.toISOString().slice(11, 19);
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const started = Date.now();
const times = [];
for (const [name, command] of stages) {
  const begin = Date.now();
  console.log(`\n=== ${clock(new Date(begin))} stage: ${name}\n$ ${command}`);
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  times.push([name, Date.now() - begin]);
  console.log(
    `=== ${clock(new Date())} stage done: ${name} (${minutes(Date.now() - begin)}, exit ${result.status})`,
  );
  if (result.status !== 0) {
    console.error(`\nStage "${name}" failed after ${minutes(Date.now() - started)} in all.`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nStages:');
for (const [name, ms] of times) console.log(`  ${minutes(ms).padStart(14)}  ${name}`);
console.log(`  ${minutes(Date.now() - started).padStart(14)}  in all`);
