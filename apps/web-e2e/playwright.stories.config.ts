import { defineConfig } from '@playwright/test';

/** Every Storybook story in a real browser at 375 and 1280 px, axe with colour contrast. */
const port = Number(process.env['E2E_STORYBOOK_PORT'] ?? 3210);

export default defineConfig({
  testDir: './src',
  // Not a `.spec.ts`: the site suite (playwright.config.ts) must not pick it up.
  testMatch: /design-stories\.check\.ts/,
  // One file holds every story: without this, the file's 400-odd checks would run on one worker.
  fullyParallel: true,
  workers: 2,
  // A preview that stops painting on a busy CI machine gets one fresh page before it fails.
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    // `npm run build-storybook` first: the checks read the built catalogue's index.json.
    command: 'node support/static-server.mjs',
    env: { STATIC_PORT: String(port), STATIC_ROOT: '../../dist/storybook' },
    url: `http://127.0.0.1:${port}/index.json`,
    timeout: 30_000,
    reuseExistingServer: false,
  },
});
