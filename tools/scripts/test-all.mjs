#!/usr/bin/env node
// `npm test` after setup: every check CI runs, in stages, each with its start time and length,
// and the total at the end. `--nightly` runs what CI leaves out instead (README "Tests").
// Node built-ins only. Stops at the first stage that fails, with its exit code.
import { fileURLToPath } from 'node:url';
import { runStages } from './run-stages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The e2e run, then the slowest and the flaky tests of its report; the run's exit code. */
function e2eWithSummary(command) {
  return `${command}; status=$?; node apps/web-e2e/support/report-summary.mjs || true; exit $status`;
}

/**
 * The CI stages: what every change must pass. A stage marked `beside` starts with the stage after
 * it and is awaited (its output printed whole) before the stage named in `beside`: the code format
 * check is one process on one core, which runs while the Nx stages mostly read their cache.
 */
const ciStages = [
  {
    name: 'code format and tool scripts',
    command: 'prettier --check . && node --test tools/scripts/*.test.mjs',
    beside: 'Storybook (test build) and its story check',
  },
  {
    name: 'lint, typecheck, unit, build, package-check',
    command: 'nx run-many -t lint typecheck test build package-check --output-style=static',
  },
  // Seeding the demo content for the e2e servers takes half a minute, mostly on one core (a
  // content API of this build: after the Nx stage), while the stages before the e2e leave it room.
  {
    name: "the e2e suite's seeded demo database",
    command: 'node apps/web-e2e/support/seeded-data.mjs',
    beside: 'e2e',
  },
  // After the Nx stage: its pre-version command builds the same libraries.
  { name: 'release dry-run', command: 'npm run release:dry-run' },
  {
    name: 'Storybook (test build) and its story check',
    command: 'npm run build-storybook:test && npm run test:stories-browser',
  },
  { name: 'e2e', command: e2eWithSummary('npm run e2e') },
];

/**
 * What CI leaves out: every spec at 375 px and editing at both widths, the outside project, the
 * full Storybook, the benchmark.
 */
const nightlyStages = [
  { name: 'build', command: 'nx run-many -t build --output-style=static' },
  { name: 'e2e, every spec at both widths', command: e2eWithSummary('E2E_NIGHTLY=1 npm run e2e') },
  {
    name: 'outside project',
    command: 'nx run outside-project:test-outside --output-style=static',
  },
  { name: 'Storybook (full build with docs)', command: 'npm run build-storybook -- --quiet' },
  { name: 'benchmark', command: 'npm run bench' },
];

const stages = process.argv.includes('--nightly') ? nightlyStages : ciStages;
process.exit(await runStages(stages, { cwd: root }));
