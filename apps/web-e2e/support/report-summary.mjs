#!/usr/bin/env node
// Reads Playwright's JSON report and prints the slowest tests and every flaky one (passed on a
// retry): a flaky test is a defect to fix, and the slow ones are where the suite's time goes.
//
//   node support/report-summary.mjs [report.json] [how many slow tests, default 15]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const file = resolve(
  process.argv[2] ?? new URL('../../../dist/e2e-report.json', import.meta.url).pathname,
);
const count = Number(process.argv[3] ?? 15);
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every test of the report with its project, status and time (all attempts). */
function* tests(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      yield {
        title: [...titles, spec.title].join(' > '),
        file: spec.file,
        project: test.projectName,
        status: test.status,
        ms,
      };
    }
  }
  for (const child of suite.suites ?? [])
    yield* tests(
      child,
      suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles,
    );
}

const all = [...report.suites.flatMap((suite) => [...tests(suite)])];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\n${all.length} tests, ${seconds(report.stats?.duration ?? 0)} in all`);
console.log(`\nThe ${count} slowest:`);
for (const test of [...all].sort((a, b) => b.ms - a.ms).slice(0, count))
  console.log(`  ${seconds(test.ms).padStart(8)}  [${test.project}] ${test.file}: ${test.title}`);
const flaky = all.filter((test) => test.status === 'flaky');
console.log(
  flaky.length === 0
    ? '\nNo flaky test.'
    : `\n${flaky.length} flaky (passed only on a retry: fix them):`,
);
for (const test of flaky) console.log(`  [${test.project}] ${test.file}: ${test.title}`);
const byProject = new Map();
for (const test of all) byProject.set(test.project, (byProject.get(test.project) ?? 0) + test.ms);
console.log('\nTime per project (summed over workers):');
for (const [project, ms] of byProject) console.log(`  ${project}: ${seconds(ms)}`);
