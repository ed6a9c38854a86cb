import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDb } from '../src/db/sqlite.js';
import { migrate } from '../src/db/migrate.js';
import { LEFT_URGENT_OF_ALL_SQL, LEFT_URGENT_SQL } from '../src/services/attention-state.js';

/**
 * SQLite has no statistics here, so the join order is the query's to fix. Started from the urgent
 * open threads of every NGO (the triage index), the left-with-urgent lookup cost 1.7 ms on every
 * submission that changed a thread's urgency at 1 M answers, and 20 s once per observer on a form
 * save that changed a flag; started from the observer's own visits it costs microseconds.
 */
test('the left-with-urgent lookups start from the observer’s own visits (SQLite plan)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-plan-'));
  const db = new SqliteDb(path.join(dir, 'observatory.sqlite'), 'NORMAL');
  try {
    await migrate(db);
    const plan = async (sql: string) =>
      (await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, sql.includes('?') ? [1] : [])).map((row) => row.detail);
    const one = await plan(LEFT_URGENT_SQL);
    assert.match(one[0] ?? '', /^SEARCH v USING .*\(observer_id=\?\)/, one.join('\n'));
    assert.match(one[1] ?? '', /^SEARCH t USING .*\(observer_id=\? AND polling_station_id=\?\)/, one.join('\n'));
    const all = (await plan(LEFT_URGENT_OF_ALL_SQL)).join('\n');
    assert.match(
      all,
      /SEARCH v USING [^\n]*\(observer_id=\?\)\n[^\n]*SEARCH t USING [^\n]*\(observer_id=\? AND polling_station_id=\?\)/,
      all,
    );
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
