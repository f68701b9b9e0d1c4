import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * DESIGN.md 1: which project may import which. A library may only use the libraries below it,
 * so that visitors never download editor code and the contract stays framework-free.
 */
const depConstraints = [
  { sourceTag: 'lib:routing', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'lib:i18n', onlyDependOnLibsWithTags: [] },
  // The contract reads and writes the wire's dd.mm.yyyy dates with the one implementation in i18n.
  { sourceTag: 'lib:api-client', onlyDependOnLibsWithTags: ['lib:i18n'] },
  {
    sourceTag: 'lib:content-server',
    onlyDependOnLibsWithTags: ['lib:api-client', 'lib:routing', 'lib:i18n'],
  },
  // The host's server side (node:http, Next.js's cache handlers) beside the framework-free
  // contract; only the host app imports it, so no browser bundle does.
  {
    sourceTag: 'lib:host',
    onlyDependOnLibsWithTags: ['lib:api-client', 'lib:routing', 'lib:i18n'],
  },
  { sourceTag: 'lib:ui', onlyDependOnLibsWithTags: ['lib:routing', 'lib:i18n', 'lib:api-client'] },
  {
    sourceTag: 'lib:blocks',
    onlyDependOnLibsWithTags: ['lib:ui', 'lib:i18n', 'lib:routing', 'lib:api-client'],
  },
  {
    sourceTag: 'lib:editor',
    onlyDependOnLibsWithTags: ['lib:blocks', 'lib:ui', 'lib:i18n', 'lib:routing', 'lib:api-client'],
  },
  {
    sourceTag: 'app:web',
    onlyDependOnLibsWithTags: [
      'lib:routing',
      'lib:i18n',
      'lib:api-client',
      'lib:host',
      'lib:ui',
      'lib:blocks',
      'lib:editor',
    ],
  },
  { sourceTag: 'app:content-api', onlyDependOnLibsWithTags: ['lib:content-server'] },
  { sourceTag: 'app:web-e2e', onlyDependOnLibsWithTags: ['lib:routing', 'lib:i18n'] },
  // Another team's project (tools/outside-project): the libraries meant for reuse, from their tarballs.
  {
    sourceTag: 'app:outside-project',
    onlyDependOnLibsWithTags: [
      'lib:routing',
      'lib:i18n',
      'lib:api-client',
      'lib:ui',
      'lib:blocks',
      'lib:content-server',
    ],
  },
];

/** The module boundary rule, with the libraries a file may import both statically and lazily. */
const boundaries = (checkDynamicDependenciesExceptions) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints,
    checkDynamicDependenciesExceptions,
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: [
      '**/dist',
      '**/.next',
      '**/node_modules',
      '**/next-env.d.ts',
      'tmp',
      'data',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      // checkDynamicDependenciesExceptions: DESIGN.md 5, browser code loads these on first use
      // (`import()`, so a visitor page does not ship them) while server code imports them
      // statically; splitting happens per chunk, so both are fine for these libraries.
      '@nx/enforce-module-boundaries': boundaries(['@aula/api-client', '@aula/ui']),
    },
  },
  {
    // DESIGN.md 9: the admin routes are no visitor pages; they render the editor's admin app on
    // the server, so they import @aula/editor statically while visitor routes load it lazily.
    files: ['apps/web/src/app/admin/**/*.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(['@aula/api-client', '@aula/ui', '@aula/editor']),
    },
  },
  {
    // tools/ is the workspace's shared build and test configuration, not a library: nothing in it
    // ships, so configs and test harnesses may import it by path.
    files: ['**/vite.config.ts', '**/stories.test.tsx'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // DESIGN.md 1: the host composes the libraries (routes, layouts, wiring); what it composes
    // lives in them, where other teams reuse it and Storybook shows it. No data layer, editing
    // tool or image processing in apps/web, and a host file that outgrows a screen's worth of
    // code is logic looking for its library.
    files: ['apps/web/src/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['kysely', 'pg', '@electric-sql/*', 'hono', 'hono/*', 'sharp'],
              message:
                'The data layer lives in @aula/content-server; the host reaches it over HTTP.',
            },
            {
              group: ['ckeditor5', '@ckeditor/*', '@dnd-kit/*', 'react-hook-form'],
              message:
                "Editing tools live in @aula/editor; the host only mounts the editor's parts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
];
