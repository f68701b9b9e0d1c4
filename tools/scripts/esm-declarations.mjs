#!/usr/bin/env node
// Makes the declarations tsc emits into a library's dist/ valid for every consumer's module
// resolution, not only `bundler`: the sources import `./x` and `./dir` without extensions, which
// TypeScript under `node16`/`nodenext` cannot resolve inside a package (attw reports it). So each
// relative specifier gets the file it names (`./x.js`, `./dir/index.js`), and side-effect
// stylesheet imports (`import '../tokens/tokens.css'`) are dropped: the styles ship in the
// package's `styles.css` entry, and a `.d.ts` importing CSS breaks type resolution.
// Usage: node tools/scripts/esm-declarations.mjs <dist folder>
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');

function* declarationFiles(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* declarationFiles(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

/** `./x` → `./x.js` or `./x/index.js`, whichever declaration exists; anything else unchanged. */
function withExtension(file, specifier) {
  if (!specifier.startsWith('.') || /\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: cannot resolve '${specifier}' to a declaration file`);
}

let changed = 0;
for (const file of declarationFiles(root)) {
  const source = readFileSync(file, 'utf8');
  const output = source
    .replace(/^import\s+['"][^'"]+\.css['"];?[ \t]*$/gm, '') // an empty line keeps the declaration map's lines
    .replace(
      /(\bfrom\s+|\bimport\s*\(\s*|^import\s+)(['"])([^'"]+)\2/gm,
      (_match, lead, quote, specifier) =>
        `${lead}${quote}${withExtension(file, specifier)}${quote}`,
    );
  if (output !== source) {
    writeFileSync(file, output);
    changed += 1;
  }
}
console.log(`esm-declarations: ${changed} declaration files rewritten under ${root}`);
