import { isAbsolute, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

/** A CSS import (`x.css`, `x.module.css`, `x.css?inline`...). */
const isStylesheet = (id: string) => /\.css($|\?)/.test(id);

type VitestConfig = NonNullable<ViteUserConfig['test']>;

export interface LibConfigOptions {
  /** The library folder (pass `import.meta.dirname`). */
  root: string;
  /** Entry points by output name, relative to `root`; `index` is the package root export. */
  entries?: Record<string, string>;
  /** React libraries get the React plugin and a DOM test environment. */
  react?: boolean;
  /** Extra Vitest options (setup files, time zone...). */
  test?: VitestConfig;
}

/**
 * The one Vite + Vitest configuration every `@aula/*` library shares: ES-module library build
 * with every bare import left external (dependencies are installed by the consumer, and a
 * library never bundles another one), tests against the sources of sibling libraries through
 * the `@aula/*` paths of tsconfig.base.json.
 *
 * Stylesheets are the exception: every CSS import, a dependency's included
 * (`yet-another-react-lightbox/styles.css`), is bundled into the one `dist/styles.css` that the
 * package exports as `./styles.css`, so the built JavaScript imports no CSS and loads in plain
 * Node (a consumer imports the stylesheet the documented way, once).
 */
export function libConfig({
  root,
  entries = { index: 'src/index.ts' },
  react: isReact = false,
  test = {},
}: LibConfigOptions): ViteUserConfig {
  return {
    root,
    plugins: isReact ? [react()] : [],
    resolve: { tsconfigPaths: true },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      target: 'es2022',
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, resolve(root, file)]),
        ),
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
        cssFileName: 'styles',
      },
      rolldownOptions: {
        external: (id) =>
          !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') && !isStylesheet(id),
      },
    },
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: isReact ? 'jsdom' : 'node',
      setupFiles: isReact ? [resolve(import.meta.dirname, 'dom-setup.ts')] : [],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      ...test,
    },
  };
}
