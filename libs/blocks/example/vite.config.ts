import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * A plain Vite React app: `@aula/*` resolve through node_modules to the built packages (dist),
 * exactly as for another university team. Build the libraries first, then
 * `npx vite build example` (app) or `npx vitest run --config example/vite.config.ts` (test),
 * both from libs/blocks.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: '../../../tmp/blocks-example', emptyOutDir: true },
  test: { include: ['*.test.tsx'], environment: 'node' },
});
