import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, multipart, NGOADMIN, startServer, type TestServer, type World } from './helpers.js';
import type { AuditEvent } from '../src/services/audit.js';
import { pruneAudit, recomputeAuditCounts, recordAudit } from '../src/services/audit.js';

interface Page<T> {
  data: T[];
  totalItems: number;
  totalPages: number;
}

interface Row {
  id: number;
  at: string;
  actor: string;
  ngo_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  label: string;
  ip: string;
  request_id: string;
}

/** PINs and passwords this file sends that could not appear in an event by chance (the scan reads every column). */
const LONG_SECRETS = ['918273', '564738', '736251', '482910', 'Wrong#Secret77', 'NgoAdmin#2026', 'Organizer#2026'];

describe('audit trail: one event per staff write, in the same transaction', () => {
  let s: TestServer;
  let w: World;
  let cursor = 0;
  const tokens: string[] = [];

  /** The events written since the last call, oldest first. */
  const newEvents = async (): Promise<Row[]> => {
    const rows = await s.ctx.db.all<Row>('SELECT * FROM audit_events WHERE id > ? ORDER BY id', [cursor]);
    for (const r of rows) r.id = Number(r.id);
    if (rows.length > 0) cursor = rows[rows.length - 1]!.id;
    return rows;
  };
  /** Exactly one new event, with this action. */
  const oneEvent = async (action: string): Promise<Row> => {
    const rows = await newEvents();
    assert.deepEqual(
      rows.map((r) => r.action),
      [action],
    );
    return rows[0]!;
  };
  const noEvent = async () => assert.deepEqual(await newEvents(), []);

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    tokens.push(w.org, w.admin, w.obsA.token, w.obsB.token, w.obsB2.token);
    await newEvents();
  });
  after(() => s.close());

  test('staff sign-in: a success, a wrong password and an unknown account, each one event; the password never stored', async () => {
    tokens.push(await s.login(NGOADMIN.user, NGOADMIN.password));
    const ok = await oneEvent('auth.sign-in');
    assert.equal(ok.actor, 'ngoadmin');
    assert.equal(Number(ok.ngo_id), 2);
    assert.equal(ok.ip, '127.0.0.1');
    assert.match(ok.request_id, /^[0-9a-f-]{36}$/);

    assert.equal((await s.post('/api/v2/access/authorize', { user: 'ngoadmin', password: 'Wrong#Secret77' })).status, 400);
    const wrong = await oneEvent('auth.sign-in-failed');
    assert.equal(wrong.actor, 'ngoadmin');
    assert.equal(wrong.summary, 'wrong password');

    assert.equal((await s.post('/api/v2/access/authorize', { user: 'Wrong#Secret77', password: 'x' })).status, 400);
    const unknown = await oneEvent('auth.sign-in-failed');
    assert.equal(unknown.actor, '');
    assert.equal(unknown.ngo_id, null);
    assert.equal(unknown.summary, 'unknown account');
  });

  test('observer add, edit (name → name, PIN changed), and a 409 edit that leaves none', async () => {
    const add = await s.post<number>('/api/v1/observer', { phone: '0733000111', pin: '918273', name: 'Ion Rusu' }, w.admin);
    assert.equal(add.status, 200);
    const added = await oneEvent('observer.add');
    assert.equal(added.entity_type, 'observer');
    assert.equal(added.entity_id, String(add.json));
    assert.equal(added.actor, 'ngoadmin');
    assert.equal(added.summary, 'Ion Rusu (0733…111)');

    const edit = await s.put('/api/v1/observer', { observerId: add.json, name: 'Ion Rusu-Pop', pin: '564738' }, w.admin);
    assert.equal(edit.status, 200);
    const edited = await oneEvent('observer.edit');
    assert.equal(edited.summary, 'Ion Rusu (0733…111): name: "Ion Rusu" → "Ion Rusu-Pop"; PIN changed');

    const taken = await s.put('/api/v1/observer', { observerId: add.json, phone: w.obsB2.phone }, w.admin);
    assert.equal(taken.status, 409);
    await noEvent();
    // Another NGO's observer: a 404, and nothing recorded.
    assert.equal((await s.put('/api/v1/observer', { observerId: w.obsA.id, name: 'X' }, w.admin)).status, 404);
    await noEvent();
  });

  test("an organizer's edit of an NGO's observer is that NGO's event", async () => {
    assert.equal((await s.put('/api/v1/observer', { observerId: w.obsB2.id, name: 'Carmen Civică' }, w.org)).status, 200);
    const e = await oneEvent('observer.edit');
    assert.equal(e.actor, 'organizer');
    assert.equal(Number(e.ngo_id), 2);
    assert.match(e.label, /^Carmen Civică \(/, 'named as the edit left them');
    const mine = await s.get<AuditEvent[]>(`/api/v1/audit/observer/${w.obsB2.id}`, w.admin);
    assert.equal(mine.json[0]?.summary, e.summary);
  });

  test('PIN reset and device reset: one event each, no PIN; an unknown observer leaves none', async () => {
    const r = await s.post('/api/v1/observer/reset', { action: 'reset-password', observerId: w.obsB.id, pin: '736251' }, w.admin);
    assert.equal(r.status, 200);
    const reset = await oneEvent('observer.pin-reset');
    assert.equal(reset.entity_id, String(w.obsB.id));
    assert.equal(reset.summary, 'PIN reset for Bogdan Civic (0700…002)');
    assert.equal(reset.label, 'Bogdan Civic (0700…002)', 'the log names the observer in words');

    assert.equal((await s.post('/api/v1/observer/reset', { action: 'device', phoneNumber: w.obsB.phone }, w.admin)).status, 200);
    const device = await oneEvent('observer.device-reset');
    assert.equal(device.entity_id, String(w.obsB.id));
    assert.match(device.summary, /^1 device registration\(s\) removed for Bogdan Civic/);

    assert.equal(
      (await s.post('/api/v1/observer/reset', { action: 'reset-password', observerId: 999999, pin: '482910' }, w.admin)).status,
      404,
    );
    await noEvent();
  });

  test('observer import: one event with the count; a file with a bad row leaves none', async () => {
    const csv = (body: string) =>
      s.req('POST', '/api/v1/observer/import', {
        token: w.admin,
        body: multipart({}, [{ name: 'file', data: Buffer.from(body), filename: 'o.csv', type: 'text/csv' }]),
      });
    assert.equal((await csv('Phone,Pin,Name\n0744000001,482910,Ana Pop\n0744000002,482910,Dan Pop\n')).status, 200);
    const imported = await oneEvent('observer.import');
    assert.equal(imported.entity_type, 'ngo');
    assert.equal(imported.entity_id, '2');
    assert.equal(imported.summary, '2 observer(s) imported');
    assert.equal((await csv('Phone,Pin,Name\n0744000003,482910,Ana\n0744000001,482910,Dan\n')).status, 400);
    await noEvent();
  });

  test('observer delete without evidence, retire with evidence', async () => {
    const id = (await s.post<number>('/api/v1/observer', { phone: '0755000001', pin: '482910', name: 'Gone Soon' }, w.admin)).json;
    await newEvents();
    assert.equal((await s.del(`/api/v1/observer?id=${id}`, w.admin)).status, 200);
    assert.equal((await oneEvent('observer.delete')).entity_id, String(id));
    // obsB2 has no answers yet: give it one, then it is retired, not deleted.
    const answer = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 9, options: [{ optionId: w.formA.q1no }] }] },
      w.obsB2.token,
    );
    assert.equal(answer.status, 200);
    await noEvent(); // observers' own writes are not staff actions
  });

  test('forms: create, save, publish, unpublish, reorder, archive, restore, delete, and a refused delete', async () => {
    const created = await s.post<number>(
      '/api/v1/form',
      { code: 'Z', description: 'Zed', draft: true, currentVersion: 1, formSections: [] },
      w.org,
    );
    assert.equal(created.status, 200);
    const id = created.json;
    const c = await oneEvent('form.create');
    assert.equal(c.entity_id, String(id));
    assert.equal(c.summary, 'Z: "Zed" (draft)');

    assert.equal((await s.put('/api/v1/form', { id, description: 'Zed two' }, w.org)).status, 200);
    assert.equal((await oneEvent('form.save')).summary, 'Z: description: "Zed" → "Zed two"');
    assert.equal((await s.put('/api/v1/form', { id, draft: false }, w.org)).status, 200);
    await oneEvent('form.publish');
    assert.equal((await s.put('/api/v1/form', { id, draft: true }, w.org)).status, 200);
    await oneEvent('form.unpublish');
    assert.equal((await s.put('/api/v1/form', { id, order: 77 }, w.org)).status, 200);
    assert.match((await oneEvent('form.reorder')).summary, /order: \d+ → 77$/);
    assert.equal((await s.put(`/api/v1/form/${id}/archive`, undefined, w.org)).status, 200);
    await oneEvent('form.archive');
    assert.equal((await s.put(`/api/v1/form/${id}/archive`, undefined, w.org)).status, 200);
    await noEvent(); // archiving twice changes nothing more
    assert.equal((await s.put(`/api/v1/form/${id}/restore`, undefined, w.org)).status, 200);
    await oneEvent('form.restore');
    assert.equal((await s.put('/api/v1/form', { id, code: 'A' }, w.org)).status, 409);
    await noEvent();
    assert.equal((await s.del(`/api/v1/form?formId=${id}`, w.org)).status, 200);
    await oneEvent('form.delete');
    // Form A has answers: the delete is a 409, and nothing is recorded.
    assert.equal((await s.del(`/api/v1/form?formId=${w.formA.id}`, w.org)).status, 409);
    await noEvent();
    const history = await s.get<AuditEvent[]>(`/api/v1/audit/form/${id}`, w.admin);
    assert.deepEqual(
      history.json.map((e) => e.action),
      ['form.delete', 'form.restore', 'form.archive', 'form.reorder', 'form.unpublish', 'form.publish', 'form.save', 'form.create'],
    );
  });

  test('follow-up change: one event with before → after on the thread', async () => {
    const station = await s.ctx.db.get<{ id: number }>(
      "SELECT ps.id FROM polling_stations ps JOIN counties c ON c.id = ps.county_id WHERE c.code = 'CJ' AND ps.number = 9",
    );
    const key = { observerId: w.obsB2.id, pollingStationId: station!.id };
    assert.equal((await s.put('/api/v1/answers/follow-up', { ...key, status: 'resolved' }, w.admin)).status, 200);
    const e = await oneEvent('thread.follow-up');
    assert.equal(e.entity_type, 'thread');
    assert.equal(e.entity_id, `${key.observerId}-${key.pollingStationId}`);
    assert.equal(e.summary, 'follow-up: none → resolved');
    assert.match(e.label, /\(0700…\d{3}\), CJ 9$/, 'the thread named by its observer and station');
    assert.equal((await s.put('/api/v1/answers/follow-up', { ...key, status: 'resolved' }, w.org)).status, 200);
    assert.equal((await oneEvent('thread.follow-up')).summary, 'follow-up: resolved');
    assert.equal(
      (await s.put('/api/v1/answers/follow-up', { observerId: w.obsA.id, pollingStationId: key.pollingStationId, status: 'none' }, w.admin))
        .status,
      404,
    );
    await noEvent();
    // Now obsB2 has evidence: deleting retires.
    assert.equal((await s.del(`/api/v1/observer?id=${w.obsB2.id}`, w.admin)).status, 200);
    assert.equal((await oneEvent('observer.retire')).entity_id, String(w.obsB2.id));
  });

  test('notification sends and exports of answers, notes and observers: one event each', async () => {
    const sent = await s.post<{ sent: number }>('/api/v1/notification/send/all', { title: 'Polls close', message: 'At 21:00' }, w.admin);
    assert.equal(sent.status, 202);
    const n = await oneEvent('notification.send');
    assert.equal(n.summary, `"Polls close" to ${sent.json.sent} observer(s)`);
    assert.equal((await s.post('/api/v1/notification/send', { title: 'x', message: 'y', recipients: [999999] }, w.admin)).status, 404);
    await noEvent();

    assert.equal((await s.get('/api/v1/export/all?countyCode=CJ', w.admin)).status, 200);
    const a = await oneEvent('export.answers');
    assert.equal(a.entity_type, 'export');
    assert.equal(a.summary, 'county=CJ');
    assert.equal((await s.get('/api/v2/export/all', w.admin)).status, 200);
    assert.equal((await oneEvent('export.answers')).summary, 'no filters');
    assert.equal((await s.get('/api/v1/export/all/notes', w.admin)).status, 200);
    await oneEvent('export.notes');
    assert.equal((await s.get('/api/v1/observer/export?name=ion', w.admin)).status, 200);
    assert.equal((await oneEvent('export.observers')).summary, 'name=ion');
  });

  test('needs attention: a mark handled and the thresholds, one event each; refused ones leave none', async () => {
    const handled = await s.put('/api/v1/observer/attention/handled', { observerId: w.obsB.id, kind: 'silent' }, w.admin);
    assert.equal(handled.status, 200);
    const mark = await oneEvent('observer.attention-handled');
    assert.equal(mark.actor, 'ngoadmin');
    assert.equal(mark.entity_type, 'observer');
    assert.equal(mark.entity_id, String(w.obsB.id));
    assert.equal(Number(mark.ngo_id), 2);
    assert.equal(mark.summary, 'Bogdan Civic (0700…002) marked handled (silent)');
    // The organizer marking an NGO's observer: that NGO's event, the organizer's name.
    assert.equal((await s.put('/api/v1/observer/attention/handled', { observerId: w.obsB.id, kind: 'unread' }, w.org)).status, 200);
    const byOrganizer = await oneEvent('observer.attention-handled');
    assert.equal(byOrganizer.actor, 'organizer');
    assert.equal(Number(byOrganizer.ngo_id), 2);
    // Another NGO's observer, an unknown one, a kind that does not exist: refused, no event.
    assert.equal((await s.put('/api/v1/observer/attention/handled', { observerId: w.obsA.id, kind: 'silent' }, w.admin)).status, 404);
    assert.equal((await s.put('/api/v1/observer/attention/handled', { observerId: 999999, kind: 'silent' }, w.org)).status, 404);
    assert.equal((await s.put('/api/v1/observer/attention/handled', { observerId: w.obsB.id, kind: 'lost' }, w.admin)).status, 400);
    await noEvent();

    const set = await s.put(
      '/api/v1/observer/attention/thresholds',
      { silentMinutes: 45, notStartedBy: '07:30', unreadMinutes: 30 },
      w.admin,
    );
    assert.equal(set.status, 200);
    const thresholds = await oneEvent('ngo.attention-thresholds');
    assert.equal(thresholds.actor, 'ngoadmin');
    assert.equal(thresholds.entity_type, 'ngo');
    assert.equal(thresholds.entity_id, '2');
    assert.equal(Number(thresholds.ngo_id), 2);
    assert.equal(thresholds.summary, 'attention thresholds: silent after: 60 min → 45 min; not started by: 08:00 → 07:30');
    assert.equal(
      (await s.put('/api/v1/observer/attention/thresholds', { silentMinutes: 0, notStartedBy: '07:30', unreadMinutes: 30 }, w.admin))
        .status,
      400,
    );
    assert.equal(
      (await s.put('/api/v1/observer/attention/thresholds', { silentMinutes: 45, notStartedBy: '25:00', unreadMinutes: 30 }, w.admin))
        .status,
      400,
    );
    await noEvent();
  });

  test('the log: newest first, paged, filtered, scoped by NGO; the organizer sees all', async () => {
    const mine = await s.get<Page<AuditEvent>>('/api/v1/audit?pageSize=500', w.admin);
    assert.equal(mine.status, 200);
    assert.ok(mine.json.data.length > 10);
    assert.ok(
      mine.json.data.every((e) => e.ngoId === 2),
      'an NGO admin sees only its NGO',
    );
    const ids = mine.json.data.map((e) => e.id);
    assert.deepEqual(
      ids,
      [...ids].sort((x, y) => y - x),
    );
    const all = await s.get<Page<AuditEvent>>('/api/v1/audit?pageSize=500', w.org);
    assert.ok(all.json.data.some((e) => e.ngoId === 1) && all.json.data.some((e) => e.ngoId === null));
    assert.ok(all.json.totalItems > mine.json.totalItems);

    const page2 = await s.get<Page<AuditEvent>>('/api/v1/audit?pageSize=3&page=2', w.admin);
    assert.deepEqual(
      page2.json.data.map((e) => e.id),
      ids.slice(3, 6),
    );
    assert.equal(page2.json.totalItems, mine.json.totalItems);

    // The unfiltered totals (running counts) agree with the rows.
    const stored = async (where: string) =>
      Number((await s.ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_events ${where}`))?.n);
    assert.equal(mine.json.totalItems, await stored('WHERE ngo_id = 2'));
    assert.equal(all.json.totalItems, await stored(''));
    const resets = await s.get<Page<AuditEvent>>('/api/v1/audit?action=observer.pin-reset', w.admin);
    assert.equal(resets.json.totalItems, 1);
    const byOrganizer = await s.get<Page<AuditEvent>>('/api/v1/audit?actor=organizer', w.admin);
    assert.ok(byOrganizer.json.data.length >= 1 && byOrganizer.json.data.every((e) => e.actor === 'organizer'));
    const forms = await s.get<Page<AuditEvent>>('/api/v1/audit?entityType=form', w.org);
    assert.ok(forms.json.data.length >= 8 && forms.json.data.every((e) => e.entityType === 'form'));
    const future = await s.get<Page<AuditEvent>>('/api/v1/audit?from=2999-01-01T00:00:00Z', w.org);
    assert.equal(future.json.totalItems, 0);
    const bad = await s.get<{ errors: Record<string, unknown> }>('/api/v1/audit?action=observer.explode', w.admin);
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors.action);

    // Another NGO's observer: its history is empty for this admin, full for the organizer.
    assert.deepEqual((await s.get<AuditEvent[]>(`/api/v1/audit/observer/${w.obsA.id}`, w.admin)).json, []);
    assert.equal((await s.get<AuditEvent[]>(`/api/v1/audit/observer/${w.obsA.id}`, w.org)).json[0]?.action, 'observer.add');
    assert.equal((await s.get('/api/v1/audit', w.obsA.token)).status, 403);
    assert.equal((await s.get('/api/v1/audit')).status, 401);
    await newEvents();
  });

  test('the CSV export: the scope and filters, and itself recorded', async () => {
    const r = await s.get('/api/v1/audit/export?action=observer.pin-reset', w.admin);
    assert.equal(r.status, 200);
    const lines = r.text
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(lines[0], 'Id,At,Actor,NgoId,Action,EntityType,EntityId,Summary,Ip,RequestId,Label');
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, /,ngoadmin,2,observer\.pin-reset,observer,/);
    assert.match(lines[1]!, /,Bogdan Civic \(0700…002\)$/, 'the item named, last so older readers of the columns keep working');
    assert.equal((await oneEvent('export.audit')).summary, 'action=observer.pin-reset');
  });

  test('an event is rolled back with its transaction, while a concurrent one commits', async () => {
    const actor = { account: 'ngoadmin', ngoId: 2, ip: '::1', requestId: 'tx-test' };
    const entry = { action: 'observer.edit', entityType: 'observer', entityId: 1 } as const;
    const failing = s.ctx.db.tx(async (q) => {
      await recordAudit(q, actor, { ...entry, summary: 'rolled back' });
      throw new Error('the change failed after its event');
    });
    const passing = s.ctx.db.tx((q) => recordAudit(q, actor, { ...entry, summary: 'kept' }));
    await assert.rejects(failing, /the change failed/);
    await passing;
    assert.deepEqual(
      (await newEvents()).map((e) => e.summary),
      ['kept'],
    );
  });

  test('no endpoint changes or deletes an event', async () => {
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH']) {
      const status = (await s.req(method, '/api/v1/audit', { token: w.org, json: {} })).status;
      assert.ok(status === 404 || status === 405, `${method}: ${status}`);
    }
  });

  test('retention: events older than the setting are deleted by the job, newer ones stay', async () => {
    const before = Number((await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_events'))?.n);
    // Two events from before this file's (the trail is appended in time order: lower ids, older
    // times), one older than the setting, one not.
    const old = (id: number, daysAgo: number) =>
      s.ctx.db.run(
        "INSERT INTO audit_events (id, at, actor, ngo_id, action, entity_type, entity_id, summary, ip, request_id) VALUES (?, ?, 'old', 2, 'observer.add', 'observer', '1', 'old', '::1', 'r')",
        [id, new Date(Date.now() - daysAgo * 86_400_000).toISOString()],
      );
    await old(-2, 40);
    await old(-1, 20);
    // Written behind recordAudit's back, as a bulk load would: the rebuild counts them.
    await recomputeAuditCounts(s.ctx.db);
    assert.equal(await pruneAudit(s.ctx.db, 30), 1);
    assert.deepEqual(
      (await s.ctx.db.all<{ id: number }>('SELECT id FROM audit_events WHERE id < 1 ORDER BY id')).map((r) => Number(r.id)),
      [-1],
      'the 20-day-old event stays',
    );
    assert.equal(await pruneAudit(s.ctx.db, 30), 0, 'a second run finds nothing more');
    // The job took the deleted event off the running counts.
    const counted = await s.get<Page<AuditEvent>>('/api/v1/audit', w.org);
    assert.equal(counted.json.totalItems, before + 1);
    assert.equal(Number((await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_events'))?.n), before + 1);
    assert.equal(s.ctx.config.auditRetentionDays, 730);
  });

  test('no stored event holds a PIN, a password or a token the tests used', async () => {
    const rows = await s.ctx.db.all<Row>('SELECT * FROM audit_events');
    assert.ok(rows.length > 30);
    const shortPins = [w.obsA.pin, w.obsB.pin, w.obsB2.pin];
    for (const r of rows) {
      const whole = Object.values(r).join('\u0000');
      for (const secret of [...LONG_SECRETS, ...tokens, 'tok-a', 'tok-b'])
        assert.ok(!whole.includes(secret), `event ${r.id} holds a secret`);
      // Four-digit PINs could occur by chance in a request id: read the written fields.
      const written = [r.actor, r.summary, r.entity_id].join('\u0000');
      for (const pin of shortPins) assert.ok(!written.includes(pin), `event ${r.id} holds a PIN`);
    }
  });
});
