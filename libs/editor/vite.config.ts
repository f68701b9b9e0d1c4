import { defineConfig } from 'vitest/config';
import { libConfig } from '../../tools/vite/lib-config.ts';

// The section dialog's tests render whole forms (react-hook-form, lazy fields): slow on a shared machine.
export default defineConfig(
  libConfig({
    root: import.meta.dirname,
    entries: { index: 'src/index.ts', admin: 'src/admin.ts' },
    react: true,
    test: { testTimeout: 30_000 },
  }),
);
