import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

export default defineConfig(
  libConfig({
    root: import.meta.dirname,
    // One seeded database per run, loaded by every test file (src/testing/global-setup.ts).
    test: {
      testTimeout: 30_000,
      hookTimeout: 60_000,
      globalSetup: ['src/testing/global-setup.ts'],
    },
  }),
);
