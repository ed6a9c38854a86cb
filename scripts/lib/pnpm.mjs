/**
 * Finds pnpm 12 or installs it into .tools/ (no root rights needed), so a machine with only Node
 * and npm can run every root command.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const PNPM_VERSION = '12.21.0';
const LOCAL_PNPM = path.join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');

function majorOf(command) {
  try {
    const version = execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return Number(version.split('.')[0]);
  } catch {
    return 0;
  }
}

export function ensurePnpm() {
  if (majorOf('pnpm') >= 12) return 'pnpm';
  if (existsSync(LOCAL_PNPM) && majorOf(LOCAL_PNPM) >= 12) return LOCAL_PNPM;
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
  const result = spawnSync(
    'npm',
    ['install', '--prefix', path.join(ROOT, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    {
      stdio: 'inherit',
      cwd: ROOT,
    },
  );
  if (result.status !== 0 || majorOf(LOCAL_PNPM) < 12)
    throw new Error('Could not install pnpm; install it with `npm i -g pnpm@12` and retry.');
  return LOCAL_PNPM;
}

/**
 * Native modules (better-sqlite3, argon2) compile on install. Where Node's headers are installed
 * locally and no network path to download them exists, node-gyp must be told where they are.
 */
export function nativeBuildEnv() {
  if (process.env.npm_config_nodedir || !existsSync('/usr/include/node/common.gypi')) return {};
  return { npm_config_nodedir: '/usr' };
}
