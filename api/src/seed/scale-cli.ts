import { loadConfig } from '../config.js';
import { openDb } from '../db/open.js';
import { PasswordHasher } from '../auth/passwords.js';
import { seedScale } from './scale.js';

/** `pnpm seed:scale`: seeds the benchmark data set into the configured (empty) database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    await seedScale(db, new PasswordHasher(), {
      observers: Number(process.env.SCALE_OBSERVERS ?? 10_000),
      answers: Number(process.env.SCALE_ANSWERS ?? 1_000_000),
      log: (msg) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), msg: `seed:scale ${msg}` })}\n`),
    });
    // A million rows just loaded: PostgreSQL's planner statistics and visibility map are empty
    // until autovacuum comes round (up to a minute or more). Do what it would do, now, so the
    // benchmark measures the steady state (index-only scans, real row estimates).
    if (db.dialect === 'postgres') await db.exec('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`seed:scale failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
