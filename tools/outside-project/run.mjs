// The libraries proven outside the repository (DESIGN.md 1): `npm pack` every library, install the
// tarballs with React into a fresh project in a temporary folder (no workspace, no path aliases,
// no Next.js), then use them the way another university team would: type-check consumer code
// against the shipped declarations, run routing and i18n in plain Node, render every block with
// react-dom/server, call a content server through the api-client, and open a Vite-built page with
// the chrome in Chromium. Run by `nx run outside-project:test-outside` (part of `npm run test:nightly`), after the
// libraries are built. KEEP_OUTSIDE_PROJECT=1 keeps the folder for a look.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openInChromium } from './chromium-page.mjs';
import { writeReadmeExamples } from './readme-examples.mjs';
import { serveFolder } from './serve-folder.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const libraries = [
  'routing',
  'i18n',
  'api-client',
  'host',
  'ui',
  'blocks',
  'content-server',
  'editor',
];
// The editor is packed and checked like every library, but not installed: it is Aula's own
// in-place editing UI (CKEditor and all), not something another team builds a site with.
const installed = libraries.filter((name) => name !== 'editor');
const ports = {
  contentServer: Number(process.env.OUTSIDE_API_PORT ?? 4410),
  page: Number(process.env.OUTSIDE_PAGE_PORT ?? 4411),
};
const started = Date.now();
let project = '';

/** Runs a command in the outside project (or `cwd`); its output is shown when it fails. */
function run(command, args, { cwd = project, env = {} } = {}) {
  // npm passes its own settings down as npm_* variables (workspaces among them): drop them, this
  // project must behave as one opened in a fresh shell.
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
  const result = spawnSync(command, args, {
    cwd,
    env: { ...clean, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(
    result.status,
    0,
    `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`,
  );
  return result.stdout;
}

/** The version of a package the repository has installed (the npm cache holds it: --prefer-offline reuses it). */
const installedVersion = (name) =>
  JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')).version;

before(() => {
  project = mkdtempSync(join(tmpdir(), 'aula-outside-project-'));
  assert.ok(relative(repo, project).startsWith('..'), 'the project lies outside the repository');
  mkdirSync(join(project, 'tarballs'));
  const tarballs = {};
  for (const name of libraries) {
    const [info] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', join(project, 'tarballs')], {
        cwd: join(repo, 'libs', name),
      }),
    );
    tarballs[info.name] = `file:tarballs/${info.filename}`;
    console.log(`packed ${info.name}: ${(info.size / 1024).toFixed(1)} KiB`);
  }
  cpSync(join(import.meta.dirname, 'consumer'), project, { recursive: true });
  // The demo modules of the blocks' stories: a consumer file, typed by the packed @aula/api-client.
  cpSync(
    join(repo, 'libs/blocks/src/testing/module-fixtures.ts'),
    join(project, 'src/module-fixtures.ts'),
  );

  const aula = Object.fromEntries(
    Object.entries(tarballs).filter(([name]) => installed.includes(name.replace('@aula/', ''))),
  );
  const pinned = (names) => Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
  const manifest = {
    name: 'another-university-site',
    private: true,
    type: 'module',
    // TanStack Query: the optional peer of @aula/api-client/react, which page code uses.
    dependencies: { ...aula, ...pinned(['react', 'react-dom', '@tanstack/react-query']) },
    devDependencies: pinned([
      'typescript',
      'vite',
      '@types/react',
      '@types/react-dom',
      '@types/node',
    ]),
    // The libraries depend on each other by version: these resolve to the tarballs, not a registry.
    overrides: Object.fromEntries(Object.keys(aula).map((name) => [name, `$${name}`])),
  };
  writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  writeReadmeExamples(project, installed);
  console.log(`installed in ${Math.round((Date.now() - started) / 1000)} s: ${project}`);
});

after(() => {
  console.log(`outside-project test: ${Math.round((Date.now() - started) / 1000)} s`);
  if (project && !process.env.KEEP_OUTSIDE_PROJECT)
    rmSync(project, { recursive: true, force: true });
});

describe('the packed libraries in a project outside the repository', () => {
  it('installs from the tarballs alone, without Next.js', () => {
    for (const name of installed)
      assert.ok(
        existsSync(join(project, 'node_modules/@aula', name, 'dist')),
        `@aula/${name} is installed with its dist`,
      );
    assert.equal(existsSync(join(project, 'node_modules/next')), false, 'Next.js is not installed');
  });

  it('type-checks consumer code and the README examples against the public types of each library (nodenext resolution)', () => {
    run('npx', ['tsc', '-p', 'tsconfig.json']);
  });

  it('ships declarations that type-check themselves (skipLibCheck off)', () => {
    run('npx', ['tsc', '-p', 'tsconfig.declarations.json']);
  });

  it('imports every JavaScript entry in plain Node (no bundler, no CSS loader)', () => {
    const entries = [
      '@aula/routing',
      '@aula/routing/seo',
      '@aula/i18n',
      '@aula/i18n/visitor',
      '@aula/api-client',
      '@aula/api-client/react',
      '@aula/api-client/sanitize',
      '@aula/host',
      '@aula/host/security-headers',
      '@aula/host/unstored-renders',
      '@aula/host/hyphenation',
      '@aula/ui',
      '@aula/blocks',
      '@aula/blocks/server',
      '@aula/content-server',
    ];
    const output = run('node', [
      '--input-type=module',
      '-e',
      `for (const entry of ${JSON.stringify(entries)}) console.log(entry + ' ' + Object.keys(await import(entry)).length)`,
    ]);
    for (const entry of entries) assert.match(output, new RegExp(`^${entry} [1-9]`, 'm'));
  });

  it('uses @aula/routing and @aula/i18n from plain Node', () => {
    console.log(run('node', ['out/src/plain-node.js']).trim());
  });

  it('renders every block of @aula/blocks to HTML with react-dom/server', () => {
    console.log(run('node', ['out/src/render-blocks.js']).trim());
  });

  it('calls a running @aula/content-server through @aula/api-client', () => {
    console.log(
      run('node', ['out/src/api.js'], {
        env: { CONTENT_SERVER_PORT: String(ports.contentServer) },
      }).trim(),
    );
  });

  it('tree-shakes the blocks: one block imported alone brings no other block code', () => {
    run('npx', ['vite', 'build', '--mode', 'headline', '--logLevel', 'warn']);
    const bundle = readFileSync(join(project, 'out/headline/headline.js'), 'utf8');
    assert.match(bundle, /Nur eine Überschrift/);
    for (const foreign of [
      'embla-carousel',
      'sanitize-html',
      'yet-another-react-lightbox',
      'vanilla-cookieconsent',
      'TeaserSlider',
    ]) {
      assert.ok(!bundle.includes(foreign), `the Headline bundle contains ${foreign}`);
    }
  });

  it('shows the header, footer and consent of @aula/ui in a Vite-built page in Chromium', async () => {
    run('npx', ['vite', 'build', '--logLevel', 'warn']);
    const css = readFileSync(join(project, 'node_modules/@aula/ui/dist/styles.css'), 'utf8');
    assert.match(css, /\.yarl__/, 'the lightbox styles ship in @aula/ui/styles.css');
    assert.match(css, /#cc-main/, 'the consent styles ship in @aula/ui/styles.css');
    const server = await serveFolder(join(project, 'out/page'), ports.page);
    try {
      const seen = await openInChromium(`${server.url}/`, join(project, 'out/page.png'));
      console.log(`Chromium: ${JSON.stringify(seen)}`);
      assert.equal(seen.header, true, 'the header is visible');
      assert.equal(seen.footer, true, 'the footer is visible');
      assert.equal(seen.consent, true, 'the consent dialog is visible');
      assert.equal(seen.consentFixed, true, 'the consent dialog is styled by the stylesheet entry');
      assert.deepEqual(seen.errors, [], 'no page errors');
    } finally {
      await server.close();
    }
  });
});
