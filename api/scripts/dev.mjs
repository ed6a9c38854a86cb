#!/usr/bin/env node
// pnpm dev: compile on change (tsc --watch) and restart the server on change (node --watch).
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(apiDir, 'node_modules', 'typescript', 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: apiDir, stdio: 'inherit' });
const children = [
  spawn(process.execPath, [tsc, '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: apiDir, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=dist', 'dist/main.js'], { cwd: apiDir, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
