// Gzip sizes of a built package's entries, for the size budgets of package-check.mjs.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The file an `exports` value points to (`"./dist/x.js"` or `{ types, import }`). */
function exportTarget(value) {
  return typeof value === 'string' ? value : (value.import ?? value.default);
}

/** `file` and every file of the package it imports statically, transitively (dynamic imports are separate chunks). */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(
    /(?:\bfrom\s*|^\s*import\s*)["'](\.{1,2}\/[^"']+)["']/gm,
  )) {
    staticClosure(resolve(dirname(file), specifier), seen);
  }
  return seen;
}

/** One row per exported entry except package.json: its name, gzip bytes and file count. */
export function entrySizes(packageDir, pkg) {
  return Object.entries(pkg.exports)
    .filter(([name]) => name !== './package.json')
    .map(([name, value]) => {
      const target = join(packageDir, exportTarget(value));
      const files = target.endsWith('.css') ? [target] : [...staticClosure(target)];
      const gzip = gzipSync(Buffer.concat(files.map((file) => readFileSync(file)))).length;
      return { name, gzip, files: files.length };
    });
}
