import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

// Next.js loads a cache handler by file path (next.config.ts `cacheHandler`): each one is its own
// entry, plain ESM beside its hand-written declarations.
const cacheHandlerFiles = ['redis-cache-handler', 'render-start-cache-handler'];

export default defineConfig(
  libConfig({
    root: import.meta.dirname,
    entries: {
      index: 'src/index.ts',
      'security-headers': 'src/security-headers.ts',
      'redis-connection': 'src/redis-connection.ts',
      'unstored-renders': 'src/unstored-renders.ts',
      ...Object.fromEntries(
        cacheHandlerFiles.map((name) => [`cache-handler/${name}`, `src/cache-handler/${name}.mjs`]),
      ),
    },
  }),
);
