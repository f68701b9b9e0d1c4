import { isAbsolute } from 'node:path';
import { defineConfig } from 'vitest/config';

/** The content API is a thin Node entry over the built `@aula/content-server` package. */
export default defineConfig({
  root: import.meta.dirname,
  // Tests run against the library sources; the build leaves every package import external.
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
      output: { entryFileNames: 'main.js' },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
