import { defineConfig } from 'vite';

// The page with the chrome; `vite build --mode headline` bundles one block alone (tree shaking).
export default defineConfig(({ mode }) =>
  mode === 'headline'
    ? {
        build: {
          outDir: 'out/headline',
          emptyOutDir: true,
          minify: false,
          lib: { entry: 'page/headline-only.tsx', formats: ['es'], fileName: 'headline' },
          rolldownOptions: { external: [/^react/] },
        },
      }
    : { root: 'page', build: { outDir: '../out/page', emptyOutDir: true } },
);
