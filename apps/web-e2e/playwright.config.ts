import { defineConfig } from '@playwright/test';
import { editingWebPort, webPort } from './support/suite-servers';

/** Debian's Chromium: Playwright cannot download its own browsers here. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
/** The specs in which editors change the site's structure and content. */
const editingSpecNames = [
  'admin-change-page',
  'admin-lists',
  'admin-news',
  'admin-site',
  'editor-publishing',
  'editor-structure',
  'editor-together',
  'editor-headline-levels',
  'header-behaviour',
  'media-library',
  'pickers-links',
];
const editingSpecs = new RegExp(`(${editingSpecNames.join('|')})\\.spec\\.ts`);
/**
 * `npm run test:nightly` sets E2E_NIGHTLY: every spec at 375 px and the editing specs at both
 * widths (and so in both languages). CI runs at 375 px only the tests tagged `@layout`, whose
 * outcome depends on the width (screens, menu, search box, lightbox, lists, the editor's
 * toolbar and the admin).
 */
const nightly = Boolean(process.env['E2E_NIGHTLY']);
const phoneScope = nightly ? {} : { grep: /@layout/ };

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: 2,
  // A retry tells a flaky test from a broken one: the report lists every flaky test
  // (support/report-summary.mjs).
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../../dist/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    ...chromium,
  },
  projects: [
    // Editors restructure, publish and create content on their own site, one test at a time (their
    // pages overlap), beside the visitor tests; desktop first, then phone. First in the list: the
    // queue follows this order, so one worker edits from the start while the other visits.
    {
      name: 'editing-desktop',
      testMatch: editingSpecs,
      workers: 1,
      use: { ...desktop, baseURL: `http://127.0.0.1:${editingWebPort}` },
    },
    // Its own PostgreSQL, Redis, two content APIs and two hosts (support/scale-out-cluster.ts),
    // once. Second in the queue: the other worker starts that cluster (most of its time) beside the
    // first editing tests, not alone at the end of the run while the first worker waits.
    { name: 'scale-out', testMatch: /scale-out\.spec\.ts/ },
    {
      name: 'editing-phone',
      testMatch: editingSpecs,
      dependencies: ['editing-desktop'],
      workers: 1,
      ...phoneScope,
      use: { ...phone, baseURL: `http://127.0.0.1:${editingWebPort}` },
    },
    {
      name: 'desktop',
      testIgnore: [/(after-all|scale-out)\.spec\.ts/, editingSpecs],
      use: desktop,
    },
    {
      name: 'phone',
      testIgnore: [/(after-all|scale-out)\.spec\.ts/, editingSpecs],
      ...phoneScope,
      use: phone,
    },
    // Publishes pages and switches the visitors' content API off: only after every visitor test
    // has run, one test at a time.
    {
      name: 'after-all',
      testMatch: /after-all\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
      use: desktop,
    },
  ],
  // The content APIs, the outage switch and the hosts, started side by side before the run
  // (Playwright's `webServer` starts them one after the other) and stopped after it.
  globalSetup: './support/suite-servers.ts',
});
