import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

const config = libConfig({
  root: import.meta.dirname,
  react: true,
  entries: { index: 'src/index.ts', server: 'src/server.ts' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // The shared DOM setup plus stand-ins for the browser APIs the carousel needs in jsdom.
    setupFiles: [
      resolve(import.meta.dirname, '../../tools/vite/dom-setup.ts'),
      resolve(import.meta.dirname, 'src/testing/browser-apis.ts'),
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});

/**
 * DESIGN.md 5: the blocks render as React Server Components; only the few files that start with
 * `'use client'` are client islands. So the build keeps every module in its own file
 * (`preserveModules`), and each file keeps its own directive, for hosts that consume dist/.
 */
export default defineConfig({
  ...config,
  build: {
    ...config.build,
    rolldownOptions: {
      ...config.build?.rolldownOptions,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
