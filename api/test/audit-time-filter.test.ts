import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
import type { AuditEvent } from '../src/services/audit.js';

interface Page {
  data: AuditEvent[];
  totalItems: number;
}

/**
 * The log's time filters bound the ids too (services/audit.ts, firstIdAtOrAfter): ids grow with
 * `at` only to within the instances' clock skew, so the answers must stay exact around the
 * bounds and for events written a little out of order.
 */
describe('audit trail: time filters', () => {
  let s: TestServer;
  let w: World;
  /** The events this file writes, in id order, each with its time. */
  const timeline: { summary: string; at: number; ngoId: number }[] = [];
  const base = Date.parse('2030-06-01T08:00:00.000Z');
  const iso = (ms: number) => new Date(ms).toISOString();

  before(async () => {
    s = await startServer({ config: { auditIndexIntervalMs: 0 } });
    w = await makeWorld(s);
    for (let i = 0; i < 60; i++) {
      // Written every 10 s; two instances whose clocks are 30 s ahead and behind write 20 and 21.
      const skew = i === 20 ? 30_000 : i === 21 ? -30_000 : 0;
      timeline.push({ summary: `timeline ${i}`, at: base + i * 10_000 + skew, ngoId: i % 3 === 0 ? 1 : 2 });
    }
    for (const event of timeline) {
      await s.ctx.db.run(
        "INSERT INTO audit_events (at, actor, ngo_id, action, entity_type, entity_id, summary, ip, request_id) VALUES (?, 'timeline', ?, 'observer.edit', 'observer', '1', ?, '::1', 'r')",
        [iso(event.at), event.ngoId, event.summary],
      );
    }
  });
  after(() => s.close());

  const expected = (from: number | undefined, to: number | undefined, ngoId?: number) =>
    timeline
      .filter((e) => (from === undefined || e.at >= from) && (to === undefined || e.at <= to) && (ngoId === undefined || e.ngoId === ngoId))
      .map((e) => e.summary)
      .reverse();

  const windows: [string, number | undefined, number | undefined][] = [
    ['bounds on two events, both kept', base + 50_000, base + 150_000],
    ['the clock-ahead event (at +230 s) is in a window after its neighbours', base + 225_000, base + 235_000],
    ['the clock-behind event (at +180 s) is in a window before its neighbours', base + 175_000, base + 185_000],
    ['a window that starts between events', base + 1, undefined],
    ['a window that ends before the first', undefined, base - 1],
    ['a window past the last', base + 3_600_000, undefined],
    ['a millisecond on one event', base + 400_000, base + 400_000],
  ];

  for (const [name, from, to] of windows) {
    test(`${name}: the page and its total, for the organizer and an NGO admin`, async () => {
      const query = `actor=timeline&pageSize=500${from === undefined ? '' : `&from=${iso(from)}`}${to === undefined ? '' : `&to=${iso(to)}`}`;
      const all = await s.get<Page>(`/api/v1/audit?${query}`, w.org);
      assert.equal(all.status, 200);
      assert.deepEqual(
        all.json.data.map((e) => e.summary),
        expected(from, to),
      );
      assert.equal(all.json.totalItems, expected(from, to).length);
      const mine = await s.get<Page>(`/api/v1/audit?${query}`, w.admin);
      assert.deepEqual(
        mine.json.data.map((e) => e.summary),
        expected(from, to, 2),
      );
      assert.equal(mine.json.totalItems, expected(from, to, 2).length);
    });
  }

  test('the CSV export keeps the same window', async () => {
    const from = base + 175_000;
    const to = base + 235_000;
    const r = await s.get(`/api/v1/audit/export?actor=timeline&from=${iso(from)}&to=${iso(to)}`, w.org);
    assert.equal(r.status, 200);
    const summaries = [...r.text.matchAll(/timeline \d+/g)].map((m) => m[0]);
    assert.deepEqual(summaries, expected(from, to));
  });
});
