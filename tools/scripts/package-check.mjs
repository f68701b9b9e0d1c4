#!/usr/bin/env node
// The package checks of one built library (run in its folder by the `package-check` target):
// packs it as npm would publish it, then
// - publint over the tarball (strict: warnings and suggestions fail too),
// - @arethetypeswrong/cli over the tarball, ESM-only profile, every non-CSS entry,
// - a gzip size budget per entry (`package-check.json` next to package.json, KiB): a JavaScript
//   entry counts its own file plus every file of the package it imports statically (the code a
//   consumer's bundler pulls in before tree shaking), a stylesheet entry its file,
// - every stylesheet the build wrote is exported, and no built JavaScript imports CSS.
// Prints the packed size and the entry sizes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { dependencyProblems, importedPackages } from './package-dependencies.mjs';
import { entrySizes } from './package-sizes.mjs';

const packageDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const config = JSON.parse(readFileSync(join(packageDir, 'package-check.json'), 'utf8'));
const budgets = config.sizeBudgetKiB;
const problems = [];
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Paths of every file under `folder`, relative to it. */
const packedFiles = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));

const destination = mkdtempSync(join(tmpdir(), 'aula-package-check-'));
try {
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout);
  const tarball = join(destination, info.filename);
  console.log(
    `${pkg.name}@${pkg.version}: packed ${kib(info.size)} KiB, unpacked ${kib(info.unpackedSize)} KiB, ${info.entryCount} files`,
  );

  const bytes = readFileSync(tarball); // small files come in a shared pool: pass only this file's bytes
  const { messages } = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    level: 'suggestion',
    strict: true,
  });
  for (const message of messages)
    problems.push(`publint: ${formatMessage(message, pkg) ?? message.code}`);

  const codeEntries = Object.keys(pkg.exports).filter(
    (key) => key !== './package.json' && !key.endsWith('.css'),
  );
  const attw = spawnSync(
    fileURLToPath(new URL('../../node_modules/.bin/attw', import.meta.url)),
    [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--no-emoji',
      '--entrypoints',
      ...codeEntries,
    ],
    { encoding: 'utf8' },
  );
  if (attw.status !== 0) problems.push(`attw:\n${attw.stdout}${attw.stderr}`);

  // Everything below reads the unpacked tarball: what a consumer installs.
  const unpacked = join(destination, 'package');
  if (spawnSync('tar', ['-xzf', tarball, '-C', destination]).status !== 0)
    throw new Error('cannot unpack the tarball');
  const listed = packedFiles(unpacked);
  for (const file of listed.filter((path) => path.endsWith('.css')).map((path) => `./${path}`)) {
    if (!Object.values(pkg.exports).includes(file))
      problems.push(
        `stylesheet ${file} is built but not exported (add "./styles.css": "${file}" to exports)`,
      );
  }
  if (!listed.includes('README.md')) problems.push('README.md is missing from the package');
  const imported = new Set();
  for (const file of listed.filter((path) => path.endsWith('.js') || path.endsWith('.d.ts'))) {
    const code = readFileSync(join(unpacked, file), 'utf8');
    for (const name of importedPackages(code)) imported.add(name);
    if (file.endsWith('.js') && /(?:^\s*import\s*|\bfrom\s*)['"][^'"]+\.css['"]/m.test(code))
      problems.push(
        `${file} imports CSS: styles belong in the styles.css entry, or plain Node cannot load it`,
      );
  }
  for (const entry of entrySizes(unpacked, pkg)) {
    const budget = budgets[entry.name];
    const line = `  ${entry.name.padEnd(14)} ${kib(entry.gzip).padStart(6)} KiB gzip (${entry.files} files)  budget ${budget ?? '-'} KiB`;
    console.log(line);
    if (budget === undefined)
      problems.push(`size: no budget for entry ${entry.name} in package-check.json`);
    else if (entry.gzip > budget * 1024)
      problems.push(
        `size: ${entry.name} is ${kib(entry.gzip)} KiB gzip, over its budget of ${budget} KiB`,
      );
  }
  for (const name of Object.keys(budgets))
    if (!(name in pkg.exports))
      problems.push(`size: budget for ${name}, which the package does not export`);

  problems.push(...dependencyProblems(pkg, imported, config.unusedDependencies));
} finally {
  rmSync(destination, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `\n${pkg.name}: ${problems.length} package problem(s)\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`${pkg.name}: publint, attw, size budgets clean`);
