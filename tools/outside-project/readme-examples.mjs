// The usage examples of the libraries' READMEs, as the packed tarballs ship them: every fenced
// block whose info string is `ts example` or `tsx example` becomes a file of the outside
// project, which its tsc run type-checks like the project's own code.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `src/readme/<library>-<n>.tsx` for each example; returns how many per library. */
export function writeReadmeExamples(project, libraries) {
  const folder = join(project, 'src/readme');
  mkdirSync(folder, { recursive: true });
  const counts = {};
  for (const name of libraries) {
    const readme = readFileSync(join(project, 'node_modules/@aula', name, 'README.md'), 'utf8');
    const examples = [...readme.matchAll(/^```tsx? example\n([\s\S]*?)^```$/gm)].map(
      (match) => match[1],
    );
    assert.ok(
      examples.length > 0,
      `the README of @aula/${name} ships with at least one checked example`,
    );
    examples.forEach((code, index) =>
      writeFileSync(join(folder, `${name}-${index + 1}.tsx`), `${code}export {};\n`),
    );
    counts[name] = examples.length;
  }
  return counts;
}
