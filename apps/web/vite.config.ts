import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
