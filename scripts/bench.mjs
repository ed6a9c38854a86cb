#!/usr/bin/env node
/**
 * `pnpm bench` / `npm run bench`: prints figures, never fails on a target.
 *  1. the front end: bytes and requests per screen, measured in Chromium against production builds;
 *  2. the API at election-day scale (api/scripts/bench.mjs), unless --front-only.
 * `--lcp` (npm run bench:lcp) runs only the breakdown of each first screen's LCP from a
 * performance trace (e2e/bench/lcp-breakdown.bench.ts), which the other runs leave out.
 */
import { spawnSync } from 'node:child_process';
import { ensurePnpm } from './lib/pnpm.mjs';
import { ROOT } from './lib/paths.mjs';

const pnpm = ensurePnpm();
const run = (args) => spawnSync(pnpm, args, { stdio: 'inherit', cwd: ROOT }).status === 0;

run(['--filter', '@observatory/api', 'build']);
run(['-r', '--filter', './host', '--filter', './remote-*', 'build']);
const lcp = process.argv.includes('--lcp');
const bench = ['--filter', '@observatory/e2e', 'exec', 'playwright', 'test', '--config', 'playwright.bench.config.ts'];
if (lcp) process.env.BENCH_LCP_BREAKDOWN = '1';
run(lcp ? [...bench, 'lcp-breakdown'] : bench);
if (!lcp && !process.argv.includes('--front-only')) run(['--filter', '@observatory/api', 'bench']);
