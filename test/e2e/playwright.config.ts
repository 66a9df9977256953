import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium (/usr/bin/chromium; never `playwright install`) against the local cloud
 * with the demo data in memory. The web app must be built first (`npm run build:web`; `npm test` does it).
 */
const root = path.resolve(import.meta.dirname, '../..');
// E2E_PORT lets two checkouts (or two people) run the browser suite at once.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Debian's headless shell (the old headless mode, which Playwright itself prefers for headless runs) renders
// the same pages on far less CPU than the full browser; the full browser stays the fallback.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // Under test-results/ but never the folder itself: Playwright empties its output folder at the start.
  outputDir: path.join(root, 'test-results', `e2e-${port}`),
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: path.join(root, 'test-results', port === 3100 ? 'e2e.json' : `e2e-${port}.json`) },
    ],
  ],
  use: {
    baseURL,
    locale: 'bg-BG',
    timezoneId: 'Europe/Sofia',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx infra/local/main.ts',
    cwd: root,
    env: { PORT: String(port), DATA_DIR: `.test-data/e2e-${port}`, GRADINA_IN_MEMORY: '1' },
    url: `${baseURL}/`,
    // A fresh machine starts the cloud in about 40 s; a loaded one (parallel checks on 2 cores) took up to 190 s.
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM lets the local cloud stop DynamoDB Local and the S3 emulator it started; a kill would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
