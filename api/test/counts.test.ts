import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, makeWorld, type TestServer, type World } from './helpers.js';
import { observerTotal, recomputeCounts, threadTotal } from '../src/services/counts.js';

/**
 * The running totals (observers and answer threads per NGO) are rebuilt at every start. Instances
 * started together on one PostgreSQL database rebuild them at the same moment, while others may
 * already be adding observers: CI once saw an instance refuse to start with a duplicate key on
 * observer_counts. Every rebuild must go through, and the totals must still match the rows.
 */
describe('running totals rebuilt while other writes run', () => {
  let s: TestServer;
  let w: World;

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(async () => {
    await s?.close();
  });

  const rowsTotal = async () =>
    Number((await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM observers WHERE retired = 0'))?.n ?? -1);

  test('several rebuilds at once all succeed, and so do observers added meanwhile; the totals match the rows', async () => {
    const { db } = s.ctx;
    const rebuilds = Array.from({ length: 6 }, () => db.tx((q) => recomputeCounts(q, db.dialect)));
    const added = Array.from({ length: 12 }, (_, i) =>
      s.post<number>(
        '/api/v1/observer',
        { phone: `07610000${String(i).padStart(2, '0')}`, pin: '1234', name: `Paralel ${i}` },
        i % 2 ? w.org : w.admin,
      ),
    );
    // Both settle before any check, so nothing is left running when one fails.
    const [settled, answers] = await Promise.all([Promise.allSettled(rebuilds), Promise.all(added)]);
    const failures = settled.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    assert.deepEqual(failures, [], 'every rebuild went through');
    for (const r of answers) assert.equal(r.status, 200, r.text);

    assert.equal(await observerTotal(db, undefined), await rowsTotal());
    assert.equal(await observerTotal(db, undefined), 3 + 12);
    const threads = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM answer_threads'))?.n ?? -1);
    assert.equal(await threadTotal(db, undefined, false), threads);
    const shown = await s.get<number>('/api/v1/observer/count', w.org);
    assert.equal(shown.json, 15, 'the organizer sees every observer counted once');
  });
});
