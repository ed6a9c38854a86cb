#!/usr/bin/env node
// Type checks each named project (a package folder or a tsconfig file; strict everywhere), reporting every failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';

const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
let failed = 0;
for (const pkg of process.argv.slice(2)) {
  const result = spawnSync(tsc, ['--noEmit', '-p', pkg], { cwd: ROOT, stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'ok    ' : 'FAILED'} ${pkg}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
