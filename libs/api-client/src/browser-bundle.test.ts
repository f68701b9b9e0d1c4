import { isBuiltin } from 'node:module';
import { basename, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import viteConfig from '../vite.config';

/**
 * DESIGN.md 1: @aula/api-client is the framework-free contract, so every entry it exports must
 * bundle for a browser. The host's server code (node:http, Next.js) lives in @aula/host.
 */
const root = resolve(import.meta.dirname, '..');
const entries = viteConfig.build?.lib ? viteConfig.build.lib.entry : {};

/** The source file of each package export, by the name of the file its `import` condition names. */
function exportedSources(): [string, string][] {
  return Object.entries(packageJson.exports).flatMap(([name, target]) => {
    if (typeof target === 'string') return [];
    const source = (entries as Record<string, string>)[basename(target.import, '.js')];
    return [[name, source ?? `no vite entry for ${target.import}`]];
  });
}

const isServerOnly = (id: string) =>
  isBuiltin(id) || id.startsWith('node:') || id === 'next' || id.startsWith('next/');

/**
 * Bundles `entry` as a browser build (the workspace libraries from source, npm packages left
 * external as a consumer's bundler would take them) and returns every import it makes.
 */
async function browserImports(entry: string): Promise<string[]> {
  const imported: string[] = [];
  const recordImports: Plugin = {
    name: 'record-imports',
    enforce: 'pre',
    resolveId(id) {
      imported.push(id);
      const isPackage = !/^[./\0]/.test(id) && !id.startsWith('@aula/');
      return isPackage ? { id, external: true } : null;
    },
  };
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [recordImports],
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      lib: { entry, formats: ['es'] },
    },
  });
  return imported;
}

describe('the package entries in a browser bundle (DESIGN.md 1)', () => {
  it.each(exportedSources())('%s imports no Node builtin and no Next.js', async (_name, source) => {
    expect(source).toMatch(/\.ts$/);
    const imported = await browserImports(source);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter(isServerOnly)).toEqual([]);
  });
});
