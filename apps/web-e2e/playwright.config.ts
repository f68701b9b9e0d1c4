import { defineConfig } from '@playwright/test';

/** Ports of their own, so the suite never talks to a developer's running site. */
const webPort = Number(process.env['E2E_WEB_PORT'] ?? 3200);
const apiPort = Number(process.env['E2E_API_PORT'] ?? 3201);
/** The web host reaches the API through a switch the outage test can turn off (support/api-switch.mjs). */
const switchPort = Number(process.env['E2E_SWITCH_PORT'] ?? apiPort + 1);
const dataDir = '../../tmp/e2e-data';
/** The content API tells the web host which cached pages an edit touched (DESIGN.md 5). */
const revalidateSecret = process.env['REVALIDATE_SECRET'] ?? 'e2e-revalidate-secret';

/** Debian's Chromium: Playwright cannot download its own browsers here. */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
/** Issues 14 and 15: the specs in which editors change the site's structure and content. */
const editingSpecs = /(admin-news|admin-site|editor-publishing|editor-structure|editor-together|editor-headline-levels|media-library|pickers-links)\.spec\.ts/;

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${webPort}`, trace: 'retain-on-failure', ...chromium },
  projects: [
    { name: 'desktop', testIgnore: [/(after-all|scale-out)\.spec\.ts/, editingSpecs], use: desktop },
    { name: 'phone', testIgnore: [/(after-all|scale-out)\.spec\.ts/, editingSpecs], use: phone },
    // Editors restructure, publish and create content: after the visitor tests (whose lists and pages
    // they change), one test at a time (their pages overlap), desktop first, then phone.
    { name: 'editing-desktop', testMatch: editingSpecs, dependencies: ['desktop', 'phone'], workers: 1, use: desktop },
    { name: 'editing-phone', testMatch: editingSpecs, dependencies: ['editing-desktop'], workers: 1, use: phone },
    // Publishes pages and switches the content API off: only after every other test has run, one test at a time.
    // Issue 18: its own PostgreSQL, Redis, two content APIs and two hosts (support/scale-out-cluster.ts), once.
    { name: 'scale-out', testMatch: /scale-out\.spec\.ts/ },
    { name: 'after-all', testMatch: /after-all\.spec\.ts/, dependencies: ['desktop', 'phone', 'editing-phone'], use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // A fresh database per run: migrated and seeded with the demo content on start.
      command: `rm -rf ${dataDir} && node ../content-api/dist/main.js`,
      // Issue 14: scheduled publications are looked for every 2 s, so a minute-ahead schedule is seen soon after its minute.
      env: { CONTENT_API_PORT: String(apiPort), DATA_DIR: dataDir, HOST_URL: `http://127.0.0.1:${webPort}`, REVALIDATE_SECRET: revalidateSecret, PUBLISH_POLL_MS: '2000' },
      url: `http://127.0.0.1:${apiPort}/de/api/news/`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      command: 'node support/api-switch.mjs',
      env: { SWITCH_PORT: String(switchPort), SWITCH_TARGET: `http://127.0.0.1:${apiPort}` },
      url: `http://127.0.0.1:${switchPort}/de/api/news/`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      // The host's production server: Next.js behind the copy of cached pages (issue 18).
      command: 'node dist/server/main.js',
      cwd: '../web',
      env: { PORT: String(webPort), CONTENT_API_URL: `http://127.0.0.1:${switchPort}`, NEXT_TELEMETRY_DISABLED: '1', HOST_URL: `http://127.0.0.1:${webPort}`, REVALIDATE_SECRET: revalidateSecret },
      url: `http://127.0.0.1:${webPort}/de/neuigkeiten`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
