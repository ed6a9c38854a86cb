#!/usr/bin/env node
// Runs pnpm (installing it locally first when missing) with the given arguments.
import { spawnSync } from 'node:child_process';
import { ensurePnpm, nativeBuildEnv } from './lib/pnpm.mjs';
import { ROOT } from './lib/paths.mjs';

const result = spawnSync(ensurePnpm(), process.argv.slice(2), {
  stdio: 'inherit',
  cwd: ROOT,
  env: { ...process.env, ...nativeBuildEnv() },
});
process.exit(result.status ?? 1);
