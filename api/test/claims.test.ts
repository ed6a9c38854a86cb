import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, newDatabaseLocation, NGOADMIN, startServer, type TestServer, type World } from './helpers.js';
import type { ClaimState } from '../src/services/claims.js';

interface Thread extends ClaimState {
  observerId: number;
  pollingStationId: number;
}
interface ClaimProblem {
  detail: string;
  errors: ClaimState;
}

describe('"being handled by": claims on threads', () => {
  let s: TestServer;
  let w: World;
  /** A second NGO admin session of the same NGO would be the same account: a colleague is a second account. */
  let colleague: string;
  let key: { observerId: number; pollingStationId: number };

  const claim = (token: string, takeOver?: boolean) =>
    s.put<ClaimState & ClaimProblem>('/api/v1/answers/claim', takeOver === undefined ? key : { ...key, takeOver }, token);
  const release = (token: string) =>
    s.del<ClaimState & ClaimProblem>(`/api/v1/answers/claim?observerId=${key.observerId}&pollingStationId=${key.pollingStationId}`, token);
  const row = async (token = w.admin) =>
    (await s.get<{ data: Thread[] }>('/api/v1/answers?pageSize=100', token)).json.data.find(
      (t) => t.observerId === key.observerId && t.pollingStationId === key.pollingStationId,
    );
  const takeOvers = async () =>
    Number(
      (
        await s.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_events WHERE action = 'thread.take-over' AND entity_id = ?", [
          `${key.observerId}-${key.pollingStationId}`,
        ])
      )?.n,
    );

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    // A colleague at the same NGO as ngoadmin (NGO 2).
    const hash = await s.ctx.hasher.hash('Colleague#2026');
    await s.ctx.db.run("INSERT INTO staff_accounts (ngo_id, account, password_hash, created_at) VALUES (2, 'ana', ?, '2026-01-01')", [
      hash,
    ]);
    colleague = await s.login('ana', 'Colleague#2026');
    const r = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 3, options: [{ optionId: w.formA.q1no }] }] },
      w.obsB.token,
    );
    assert.equal(r.status, 200, r.text);
    const t = (await s.get<{ data: Thread[] }>('/api/v1/answers?pageSize=100', w.admin)).json.data.find((x) => x.observerId === w.obsB.id);
    key = { observerId: t!.observerId, pollingStationId: t!.pollingStationId };
  });
  after(() => s.close());

  test('a thread starts unclaimed; a claim holds 10 minutes and shows on the thread row', async () => {
    assert.deepEqual(await row(), { ...(await row()), claimedBy: null, claimedUntil: null });
    const before = Date.now();
    const r = await claim(w.admin);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.claimedBy, NGOADMIN.user);
    const minutes = (Date.parse(r.json.claimedUntil!) - before) / 60_000;
    assert.ok(minutes > 9.9 && minutes <= 10.1, `held ${minutes} min`);
    const seen = await row(colleague);
    assert.equal(seen?.claimedBy, 'ngoadmin');
    assert.equal(seen?.claimedUntil, r.json.claimedUntil);
  });

  test("someone else's claim is a 409 naming them; the holder renews", async () => {
    const refused = await claim(colleague);
    assert.equal(refused.status, 409);
    assert.equal(refused.json.errors.claimedBy, 'ngoadmin');
    assert.match(refused.json.detail, /being handled by ngoadmin/);
    assert.equal((await claim(colleague, false)).status, 409);
    assert.equal((await release(colleague)).status, 409);
    assert.equal((await row())?.claimedBy, 'ngoadmin');
    assert.equal((await claim(w.admin)).status, 200);
    assert.equal(await takeOvers(), 0);
  });

  test('take-over moves the claim and is recorded in the audit trail', async () => {
    const r = await claim(colleague, true);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.claimedBy, 'ana');
    assert.equal((await row())?.claimedBy, 'ana');
    assert.equal(await takeOvers(), 1);
    const e = await s.ctx.db.get<{ actor: string; summary: string; ngo_id: number }>(
      "SELECT actor, summary, ngo_id FROM audit_events WHERE action = 'thread.take-over'",
    );
    assert.equal(e?.actor, 'ana');
    assert.equal(e?.summary, 'taken over from ngoadmin');
    assert.equal(Number(e?.ngo_id), 2);
  });

  test('a claim expires: once past, anyone may claim without taking over (nothing recorded)', async () => {
    await s.ctx.db.run('UPDATE answer_threads SET claimed_until = ? WHERE observer_id = ? AND polling_station_id = ?', [
      new Date(Date.now() - 1000).toISOString(),
      key.observerId,
      key.pollingStationId,
    ]);
    const expired = await row();
    assert.equal(expired?.claimedBy, null);
    assert.equal(expired?.claimedUntil, null);
    assert.equal((await claim(w.admin)).status, 200);
    assert.equal(await takeOvers(), 1);
  });

  test('release ends the claim; a follow-up change by the holder ends it too', async () => {
    const r = await release(w.admin);
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, { claimedBy: null, claimedUntil: null });
    assert.equal((await row())?.claimedBy, null);
    assert.equal((await release(w.admin)).status, 200);
    assert.equal((await claim(w.admin)).status, 200);
    assert.equal((await s.put('/api/v1/answers/follow-up', { ...key, status: 'resolved' }, w.admin)).status, 200);
    assert.equal((await row())?.claimedBy, null);
  });

  test("another NGO's thread is a 404; observers get a 403; a bad body a 400", async () => {
    const org = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 4, options: [{ optionId: w.formA.q1no }] }] },
      w.obsA.token,
    );
    assert.equal(org.status, 200);
    const theirs = (await s.get<{ data: Thread[] }>('/api/v1/answers?pageSize=100', w.org)).json.data.find(
      (x) => x.observerId === w.obsA.id,
    )!;
    const other = { observerId: theirs.observerId, pollingStationId: theirs.pollingStationId };
    assert.equal((await s.put('/api/v1/answers/claim', other, w.admin)).status, 404);
    assert.equal((await s.put('/api/v1/answers/claim', key, w.obsB.token)).status, 403);
    assert.equal((await s.put('/api/v1/answers/claim', { observerId: 'x' }, w.admin)).status, 400);
  });

  test('two claims at once: exactly one wins', async () => {
    await release(w.admin);
    const [a, b] = await Promise.all([claim(w.admin), claim(colleague)]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    const winner = a.status === 200 ? 'ngoadmin' : 'ana';
    assert.equal((await row())?.claimedBy, winner);
  });

  test('claims are shared by every instance on the database: a claim made through one is a 409 through another', async () => {
    const loc = newDatabaseLocation();
    const a = await startServer({ database: loc });
    const b = await startServer({ database: loc });
    try {
      const world = await makeWorld(a);
      const answered = await a.post(
        '/api/v1/answers',
        { answers: [{ questionId: world.formA.q1, countyCode: 'CJ', pollingStationNumber: 5, options: [{ optionId: world.formA.q1no }] }] },
        world.obsB.token,
      );
      assert.equal(answered.status, 200);
      const t = (await b.get<{ data: Thread[] }>('/api/v1/answers?pageSize=100', world.org)).json.data.find(
        (x) => x.observerId === world.obsB.id,
      )!;
      const here = { observerId: t.observerId, pollingStationId: t.pollingStationId };
      assert.equal((await a.put('/api/v1/answers/claim', here, world.admin)).status, 200);
      const seen = (await b.get<{ data: Thread[] }>('/api/v1/answers?pageSize=100', world.org)).json.data.find(
        (x) => x.observerId === world.obsB.id,
      );
      assert.equal(seen?.claimedBy, 'ngoadmin');
      const refused = await b.put<ClaimProblem>('/api/v1/answers/claim', here, world.org);
      assert.equal(refused.status, 409);
      assert.equal(refused.json.errors.claimedBy, 'ngoadmin');
    } finally {
      await b.close();
      await a.close();
    }
  });
});
