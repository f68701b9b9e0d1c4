import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  // DESIGN.md 5: the production server (src/server/main.ts) as one file; packages stay in
  // node_modules.
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
