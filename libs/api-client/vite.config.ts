import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

export default defineConfig(
  libConfig({
    root: import.meta.dirname,
    entries: {
      index: 'src/index.ts',
      react: 'src/react.ts',
      sanitize: 'src/sanitize.ts',
      'error-reporting': 'src/error-reporting.ts',
      'error-reporting-node': 'src/error-reporting-node.ts',
    },
  }),
);
