import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
import type { AuditEvent } from '../src/services/audit.js';
import { pruneAudit, recordAudit } from '../src/services/audit.js';
import { indexAllPendingAudit, indexPendingAudit } from '../src/services/audit-index.js';

/**
 * One item's history is filed after the commit (migration 015): the change's transaction writes
 * the event alone, its trigger queues it and counts it, the indexer files it under its item.
 */
describe('audit trail: the item index filed after the commit', () => {
  let s: TestServer;
  let w: World;
  const actor = { account: 'ngoadmin', ngoId: 2, ip: '::1', requestId: 'index-test' };
  const count = async (sql: string, params: (string | number)[] = []) => Number((await s.ctx.db.get<{ n: number }>(sql, params))?.n);
  const pending = () => count('SELECT COUNT(*) AS n FROM audit_pending');
  const filed = (id: number) =>
    count("SELECT COUNT(*) AS n FROM audit_by_entity WHERE entity_type = 'observer' AND entity_id = ?", [String(id)]);

  before(async () => {
    // The test files by hand: the server's own indexer does not run.
    s = await startServer({ config: { auditIndexIntervalMs: 0 } });
    w = await makeWorld(s);
    await indexAllPendingAudit(s.ctx.db);
  });
  after(() => s.close());

  test('an edit is in its history at once, and once after it is filed', async () => {
    const counted = (await s.get<{ totalItems: number }>('/api/v1/audit', w.admin)).json.totalItems;
    assert.equal((await s.put('/api/v1/observer', { observerId: w.obsB.id, name: 'Ion Rusu Filed' }, w.admin)).status, 200);
    assert.equal(await pending(), 1, 'the trigger queued the event in the same transaction');
    const before = await filed(w.obsB.id);
    const shown = (await s.get<AuditEvent[]>(`/api/v1/audit/observer/${w.obsB.id}`, w.admin)).json;
    assert.equal(shown[0]?.action, 'observer.edit', 'pending, yet in the history');
    assert.equal((await s.get<{ totalItems: number }>('/api/v1/audit', w.admin)).json.totalItems, counted + 1, 'and counted');
    assert.equal(await indexPendingAudit(s.ctx.db), 1);
    assert.equal(await pending(), 0);
    assert.equal((await s.get<{ totalItems: number }>('/api/v1/audit', w.admin)).json.totalItems, counted + 1, 'counted once, now filed');
    assert.equal(await filed(w.obsB.id), before + 1);
    assert.deepEqual(
      (await s.get<AuditEvent[]>(`/api/v1/audit/observer/${w.obsB.id}`, w.admin)).json,
      shown,
      'the same history, no event twice',
    );
    assert.equal(await indexPendingAudit(s.ctx.db), 0, 'nothing left to file');
  });

  test('a change that rolls back leaves nothing queued and nothing counted', async () => {
    const counted = (await s.get<{ totalItems: number }>('/api/v1/audit', w.org)).json.totalItems;
    await assert.rejects(
      s.ctx.db.tx(async (q) => {
        await recordAudit(q, actor, { action: 'observer.edit', entityType: 'observer', entityId: w.obsA.id, summary: 'rolled back' });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal(await pending(), 0);
    assert.equal((await s.get<{ totalItems: number }>('/api/v1/audit', w.org)).json.totalItems, counted);
  });

  test('a backlog is filed in batches, each event once, by two indexers at once', async () => {
    const n = 25;
    await s.ctx.db.tx(async (q) => {
      for (let i = 0; i < n; i++)
        await recordAudit(q, actor, { action: 'observer.edit', entityType: 'observer', entityId: w.obsB.id, summary: `backlog ${i}` });
    });
    const before = await filed(w.obsB.id);
    assert.equal(await pending(), n);
    // Small batches, two at a time: on PostgreSQL the second skips the rows the first holds.
    const runs = await Promise.all([indexPendingAudit(s.ctx.db, 10), indexPendingAudit(s.ctx.db, 10)]);
    assert.equal(
      runs.reduce((a, b) => a + b, 0),
      20,
    );
    assert.equal(await indexAllPendingAudit(s.ctx.db), n - 20);
    assert.equal(await filed(w.obsB.id), before + n);
    const history = (await s.get<AuditEvent[]>(`/api/v1/audit/observer/${w.obsB.id}`, w.admin)).json;
    assert.deepEqual(
      history.filter((e) => e.summary.startsWith('backlog')).map((e) => e.summary),
      Array.from({ length: n }, (_, i) => `backlog ${n - 1 - i}`),
      'newest first, each once',
    );
  });

  test('retention never deletes the newest event, so ids only grow', async () => {
    const newest = await count('SELECT MAX(id) AS n FROM audit_events');
    // A year from now every event is past a one-day retention.
    const pruned = await pruneAudit(s.ctx.db, 1, Date.now() + 365 * 86_400_000);
    assert.ok(pruned > 0);
    assert.deepEqual(
      (await s.ctx.db.all<{ id: number }>('SELECT id FROM audit_events')).map((r) => Number(r.id)),
      [newest],
    );
    await s.ctx.db.tx((q) =>
      recordAudit(q, actor, { action: 'observer.edit', entityType: 'observer', entityId: w.obsB.id, summary: 'after' }),
    );
    assert.equal(await count("SELECT id AS n FROM audit_events WHERE summary = 'after'"), newest + 1);
  });

  test('retention takes pruned events out of the item index and the queue', async () => {
    const old = (id: number) =>
      s.ctx.db.run(
        "INSERT INTO audit_events (id, at, actor, ngo_id, action, entity_type, entity_id, summary, ip, request_id) VALUES (?, ?, 'old', 2, 'observer.edit', 'observer', ?, 'old', '::1', 'r')",
        [id, new Date(Date.now() - 40 * 86_400_000).toISOString(), String(w.obsB.id)],
      );
    const total = async () => (await s.get<{ totalItems: number }>('/api/v1/audit', w.admin)).json.totalItems;
    const counted = await total();
    await old(-12);
    await old(-11);
    await indexPendingAudit(s.ctx.db, 1);
    assert.equal(await total(), counted + 2, 'one counted by the indexer, one pending');
    assert.equal(await count('SELECT COUNT(*) AS n FROM audit_by_entity WHERE event_id < 0'), 1, 'one filed');
    assert.equal(await count('SELECT COUNT(*) AS n FROM audit_pending WHERE event_id < 0'), 1, 'one still queued');
    assert.equal(await pruneAudit(s.ctx.db, 30), 2);
    assert.equal(await total(), counted, 'each taken off once');
    assert.equal(await count('SELECT COUNT(*) AS n FROM audit_by_entity WHERE event_id < 0'), 0);
    assert.equal(await count('SELECT COUNT(*) AS n FROM audit_pending WHERE event_id < 0'), 0);
    assert.ok(
      (await s.get<AuditEvent[]>(`/api/v1/audit/observer/${w.obsB.id}`, w.admin)).json.every((e) => e.summary !== 'old'),
      'gone from the history',
    );
  });
});
