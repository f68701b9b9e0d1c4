import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

export default defineConfig(
  libConfig({
    root: import.meta.dirname,
    entries: { index: 'src/index.ts', visitor: 'src/visitor.ts' },
  }),
);
