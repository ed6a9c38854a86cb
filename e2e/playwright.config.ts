import { defineConfig } from '@playwright/test';
import { E2E_HOST_URL } from './support/topology';

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere on other machines. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  // The whole run takes about 10 minutes on CI. A run that hangs stops here, reporting the tests
  // still running and tearing its servers down, before npm test's 30-minute limit for the step.
  globalTimeout: 25 * 60_000,
  expect: { timeout: 7_500 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalSetup: './support/globalSetup.ts',
  globalTeardown: './support/globalTeardown.ts',
  use: {
    baseURL: E2E_HOST_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests that stop or slow servers run alone, after everything else.
    { name: 'main', testIgnore: /\.(serial|final)\.spec\.ts$/ },
    { name: 'serial', testMatch: /\.serial\.spec\.ts$/, dependencies: ['main'], fullyParallel: false, workers: 1 },
    // Checks what the whole run left behind (CSP reports), so it runs last.
    { name: 'final', testMatch: /\.final\.spec\.ts$/, dependencies: ['serial'], fullyParallel: false, workers: 1 },
  ],
});
