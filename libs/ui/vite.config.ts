import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

const config = libConfig({ root: import.meta.dirname, react: true });

/**
 * The chrome is interactive (state, effects, browser APIs): the bundle is one client module for
 * the Next host's app router. Module-level directives do not survive bundling, so it is a banner.
 */
export default defineConfig({
  ...config,
  build: {
    ...config.build,
    rolldownOptions: { ...config.build?.rolldownOptions, output: { banner: "'use client';" } },
  },
});
