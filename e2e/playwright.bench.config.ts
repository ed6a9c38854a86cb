import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Benchmarks: the same stack and browser as the e2e suite, figures printed, no pass/fail targets. */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  // The LCP breakdown traces every load (slower): only `npm run bench:lcp` runs it.
  testIgnore: process.env.BENCH_LCP_BREAKDOWN ? [] : ['**/lcp-breakdown.bench.ts'],
  projects: [{ name: 'bench' }],
  workers: 1,
  reporter: [['list']],
  timeout: 120_000,
});
