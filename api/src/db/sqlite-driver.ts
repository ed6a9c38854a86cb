import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * better-sqlite3, the major version that works on the running Node. 12 is built against V8
 * itself: on Node 24 a statement garbage-collected late trips an assertion in Node's
 * ObjectWrap clean-up hooks and the process aborts (seen at the end of an API test run).
 * 13 is built on Node-API (prebuilt binaries, one per platform) and needs Node 22 or later; on
 * Node 20 it crashes. So 13 (the optional dependency `better-sqlite3-13`, which pnpm skips on
 * Node 20) from Node 22 on, and 12 on Node 20. Both have the same API (typed by 12's @types).
 */
const SQLITE_DRIVER_MAJOR: 12 | 13 = Number(process.versions.node.split('.')[0]) >= 22 ? 13 : 12;

function load(): typeof BetterSqlite3 {
  if (SQLITE_DRIVER_MAJOR === 12) return require('better-sqlite3') as typeof BetterSqlite3;
  try {
    return require('better-sqlite3-13') as typeof BetterSqlite3;
  } catch (err) {
    // node_modules installed under Node 20 skipped it, and a plain install does not add it later.
    throw new Error(
      `better-sqlite3 13 is not installed, and Node ${process.version} needs it: node_modules was installed under another Node version. Run \`node scripts/run-pnpm.mjs install --force\`.`,
      { cause: err },
    );
  }
}

export const Sqlite = load();
export type { BetterSqlite3 };
