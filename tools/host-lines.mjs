#!/usr/bin/env node
// Issue 12 (a thin host): how many lines of non-test source the Next.js host `apps/web` holds.
//
//   node tools/host-lines.mjs              the working tree (tracked files and new ones git does not ignore)
//   node tools/host-lines.mjs --rev REV    the tree of a commit, e.g. to compare with an earlier state
//   add --json for { code, css, files } on one line, --list for every counted file with its lines
//
// Counted as code: *.ts, *.tsx, *.mjs, *.js below apps/web. Left out: tests and stories
// (*.test.*, *.spec.*, *.stories.*) and anything in a `testing/` folder. Stylesheets (*.css)
// are counted apart and not in `code`. A line is a newline-terminated line (`wc -l`), blank and
// comment lines included. apps/web/src/host-lines.test.ts keeps `code` under a budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = 'apps/web';
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const isCode = (path) => /\.(ts|tsx|mjs|js)$/.test(path);
const isCss = (path) => path.endsWith('.css');
const isTest = (path) =>
  /\.(test|spec|stories)\.[^/]+$/.test(path) || path.split('/').includes('testing');
const lines = (text) => (text.match(/\n/g) ?? []).length;

/** The counted files of the host with their lines, at `rev` or (null) in the working tree. */
export function hostFiles(rev = null) {
  const paths = rev
    ? git('ls-tree', '-r', '--name-only', rev, '--', host).split('\n')
    : git('ls-files', '--cached', '--others', '--exclude-standard', '--', host).split('\n');
  return paths
    .filter((path) => path && (isCode(path) || isCss(path)) && !isTest(path))
    .flatMap((path) => {
      let text;
      try {
        text = rev ? git('show', `${rev}:${path}`) : readFileSync(join(root, path), 'utf8');
      } catch {
        return []; // deleted in the working tree but not yet in the index
      }
      return [{ path, kind: isCss(path) ? 'css' : 'code', lines: lines(text) }];
    });
}

/** The line counts of the host: `code` (the budgeted figure), `css` apart, and how many files. */
export function hostLines(rev = null) {
  const files = hostFiles(rev);
  const sum = (kind) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file.lines, 0);
  return { code: sum('code'), css: sum('css'), files: files.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const revIndex = args.indexOf('--rev');
  const rev = revIndex >= 0 ? args[revIndex + 1] : null;
  if (args.includes('--list'))
    for (const file of hostFiles(rev))
      console.log(`${String(file.lines).padStart(6)} ${file.path}`);
  const counts = hostLines(rev);
  console.log(
    args.includes('--json')
      ? JSON.stringify(counts)
      : `${host}${rev ? ` at ${rev}` : ''}: ${counts.code} lines of non-test code (ts, tsx, mjs, js), ${counts.css} lines of CSS apart, in ${counts.files} files`,
  );
}
