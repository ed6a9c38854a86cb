import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDb } from '../src/db/sqlite.js';
import { migrate } from '../src/db/migrate.js';
import { COUNT_UP_TO_SQL, FILE_UP_TO_SQL } from '../src/services/audit-index.js';
import { AUDIT_ID_ENDS_SQL, NGO_TOTAL_SQL } from '../src/services/audit.js';

/**
 * SQLite has no statistics here, so the join order is the query's to fix. Joined plainly, the
 * indexer's statements walked every event and looked each up in the queue (a bench filing a
 * million queued events managed 418,600 in 80 s), and an NGO's total walked every event of the
 * NGO (first page p99 855 ms); from the queue, each costs what the queue holds.
 */
test('the audit queue is read first: filing, counting and an NGO’s total (SQLite plan)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-plan-'));
  const db = new SqliteDb(path.join(dir, 'observatory.sqlite'), 'NORMAL');
  try {
    await migrate(db);
    const plan = async (sql: string, params: number[]) =>
      (await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params)).map((row) => row.detail).join('\n');
    for (const sql of [FILE_UP_TO_SQL, COUNT_UP_TO_SQL]) {
      const steps = await plan(sql, [1]);
      assert.match(steps, /SEARCH p USING INTEGER PRIMARY KEY \(rowid<\?\)\n[^\n]*SEARCH e USING INTEGER PRIMARY KEY \(rowid=\?\)/, steps);
    }
    const total = await plan(NGO_TOTAL_SQL, [2, 2]);
    // Each queued event looked up by its id (the NGO's covering index holds the id too).
    assert.match(
      total,
      /SCAN p\n[^\n]*SEARCH e USING (COVERING INDEX audit_events_ngo \(ngo_id=\? AND id=\?|INTEGER PRIMARY KEY \(rowid=\?\))/,
      total,
    );
    // The time filters' and the retention job's search starts from both ends of the ids: two
    // look-ups, not a walk over every event.
    const ends = await plan(AUDIT_ID_ENDS_SQL, []);
    assert.doesNotMatch(ends, /SCAN audit_events/, ends);
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
