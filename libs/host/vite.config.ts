import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

// Next.js loads a cache handler by file path (next.config.ts `cacheHandler`): each one is its own
// entry, plain ESM beside its hand-written declarations.
const cacheHandlerFiles = ['redis-cache-handler', 'render-start-cache-handler'];

/** The handlers' hand-written declarations, beside their built files in dist/cache-handler. */
const cacheHandlerDeclarations: Plugin = {
  name: 'aula-cache-handler-declarations',
  closeBundle() {
    const source = resolve(import.meta.dirname, 'src/cache-handler');
    const target = resolve(import.meta.dirname, 'dist/cache-handler');
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(source).filter((name) => name.endsWith('.d.mts')))
      copyFileSync(resolve(source, file), resolve(target, file));
  },
};

const config = libConfig({
  root: import.meta.dirname,
  entries: {
    index: 'src/index.ts',
    'security-headers': 'src/security-headers.ts',
    'redis-connection': 'src/redis-connection.ts',
    'unstored-renders': 'src/unstored-renders.ts',
    hyphenation: 'src/hyphenation.ts',
    ...Object.fromEntries(
      cacheHandlerFiles.map((name) => [`cache-handler/${name}`, `src/cache-handler/${name}.mjs`]),
    ),
  },
});

export default defineConfig({
  ...config,
  plugins: [...(config.plugins ?? []), cacheHandlerDeclarations],
});
