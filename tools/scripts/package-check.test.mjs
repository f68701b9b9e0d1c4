// The rules of package-check.mjs on small made-up packages (node --test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { dependencyProblems, importedPackages } from './package-dependencies.mjs';
import { entrySizes } from './package-sizes.mjs';

describe('importedPackages', () => {
  it('names the packages of static, dynamic and re-export imports, not built-ins or relative paths', () => {
    const code = `import a from "react/jsx-runtime";\nimport "@scope/pkg/styles.css";\nexport { b } from '@aula/i18n';\nconst c = await import("valibot");\nimport d from "./local.js";\nimport e from "node:fs";\nimport f from "path";`;
    assert.deepEqual([...importedPackages(code)].sort(), [
      '@aula/i18n',
      '@scope/pkg',
      'react',
      'valibot',
    ]);
  });

  it('does not take text that contains "from \'…\'" for an import', () => {
    const code = `const a = "copied from ': ', " + b;\nconst c = \`taken from "\${d} | "\`;\nconst e = "from 'English'";`;
    assert.deepEqual([...importedPackages(code)], []);
  });
});

describe('dependencyProblems', () => {
  const pkg = {
    dependencies: { valibot: '1', unused: '1' },
    peerDependencies: { react: '19', 'react-dom': '19' },
  };
  it('reports imports the package does not declare and declarations it never imports', () => {
    assert.deepEqual(dependencyProblems(pkg, new Set(['valibot', 'react', 'jotai'])), [
      'dependencies: the built code imports jotai, which is neither a dependency nor a peer dependency',
      'dependencies: unused is declared but the built code never imports it',
    ]);
  });
  it('accepts React DOM as an unused peer and listed exceptions', () => {
    assert.deepEqual(dependencyProblems(pkg, new Set(['valibot', 'react']), ['unused']), []);
  });
  it('wants React as a peer, never a dependency', () => {
    assert.match(
      dependencyProblems({ dependencies: { react: '19' } }, new Set(['react'])).join(),
      /react must be a peer dependency/,
    );
  });
});

describe('entrySizes', () => {
  const folder = mkdtempSync(join(tmpdir(), 'aula-package-sizes-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  it('counts an entry with every file it imports statically, but not dynamic chunks; a stylesheet alone', () => {
    mkdirSync(join(folder, 'dist/a'), { recursive: true });
    const files = {
      'dist/index.js':
        'import { a } from "./a/a.js";\nimport "react";\nexport const lazy = () => import("./lazy.js");\n',
      'dist/a/a.js': 'export { b as a } from "../b.js";\n',
      'dist/b.js': 'export const b = 1;\n',
      'dist/lazy.js': `export const big = "${'x'.repeat(5000)}";\n`,
      'dist/styles.css': '.a{color:red}\n',
    };
    for (const [path, code] of Object.entries(files)) writeFileSync(join(folder, path), code);
    const pkg = {
      exports: {
        '.': { types: './dist/index.d.ts', import: './dist/index.js' },
        './styles.css': './dist/styles.css',
        './package.json': './package.json',
      },
    };
    const [index, styles] = entrySizes(folder, pkg);
    assert.deepEqual({ name: index?.name, files: index?.files }, { name: '.', files: 3 });
    assert.equal(
      index?.gzip,
      gzipSync(Buffer.from(files['dist/index.js'] + files['dist/a/a.js'] + files['dist/b.js']))
        .length,
    );
    assert.deepEqual(styles, {
      name: './styles.css',
      files: 1,
      gzip: gzipSync(Buffer.from(files['dist/styles.css'])).length,
    });
  });
});
