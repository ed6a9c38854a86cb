import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { DIALECT, makeWorld, multipart, newDatabaseLocation, startServer, type TestServer, type World } from './helpers.js';
import type { ObserverDto } from '../src/services/observers.js';
import type { Db } from '../src/db/types.js';
import { SqliteDb } from '../src/db/sqlite.js';
import { PostgresDb } from '../src/db/postgres.js';
import { migrate } from '../src/db/migrate.js';
import { isUniqueViolation } from '../src/db/errors.js';
import { seedBase } from '../src/seed/base.js';
import { PasswordHasher, TEST_ONLY_HASH_PARAMS } from '../src/auth/passwords.js';

interface Page<T> {
  data: T[];
  totalItems: number;
}
interface Problem {
  status: number;
  detail?: string;
  errors?: Record<string, unknown>;
}
interface RowsProblem {
  errors: { rows: { line: number; field: string; code: string; message: string }[] };
}

const TAKEN = 'This phone number is already registered to an observer.';

const importCsv = (s: TestServer, token: string, csv: string, fields: Record<string, string> = {}) =>
  s.req<RowsProblem | number>('POST', '/api/v1/observer/import', {
    token,
    body: multipart(fields, [{ name: 'file', data: Buffer.from(csv), filename: 'observers.csv', type: 'text/csv' }]),
  });

describe('observer identity: one active observer per phone across NGOs', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('add: a phone held in another NGO is a 409 that says nothing about the other NGO', async () => {
    // obsA (0700000001) belongs to the organizer NGO; ngoadmin cannot see it.
    const cross = await s.post<Problem>('/api/v1/observer', { phone: '0700000001', pin: '1234', name: 'Copy' }, w.admin);
    assert.equal(cross.status, 409);
    assert.equal(cross.json.detail, TAKEN);
    // The phone field and its code, in the same words: nothing about the holder.
    assert.deepEqual(cross.json.errors, { phone: [TAKEN] });
    assert.doesNotMatch(cross.text, /Ana|Organizer|Coaliția|"id"/, 'no name, NGO or id of the holder');
    const own = await s.post<Problem>('/api/v1/observer', { phone: '0700000002', pin: '1234', name: 'Copy' }, w.admin);
    assert.equal(own.status, 409);
    assert.equal(own.json.detail, TAKEN, 'the same sentence for a holder in the caller’s own NGO');
    const stored = await s.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM observers WHERE name = 'Copy'");
    assert.equal(stored?.n, 0);
  });

  test('edit: moving to a phone held in another NGO is the same 409; no change is stored', async () => {
    const r = await s.put<Problem>('/api/v1/observer', { observerId: w.obsB2.id, phone: '0700000001' }, w.admin);
    assert.equal(r.status, 409);
    assert.equal(r.json.detail, TAKEN);
    const row = await s.ctx.db.get<{ phone: string }>('SELECT phone FROM observers WHERE id = ?', [w.obsB2.id]);
    assert.equal(row?.phone, '0700000003');
  });

  test('a retired observer’s phone is free again', async () => {
    const id = (await s.post<number>('/api/v1/observer', { phone: '0760000001', pin: '1234', name: 'Leaves' }, w.admin)).json;
    // Evidence (a check-in) makes the delete a retirement.
    const token = await s.login('0760000001', '1234', 'tok');
    await s.post('/api/v1/polling-station', { countyCode: 'CJ', pollingStationNumber: 3 }, token);
    assert.equal((await s.del(`/api/v1/observer?id=${id}`, w.admin)).status, 200);
    const again = await s.post('/api/v1/observer', { phone: '0760000001', pin: '1234', name: 'Comes' }, w.org);
    assert.equal(again.status, 200);
  });

  test('import: phone_taken for a phone held in any NGO, phone_duplicate for a repeat in the file', async () => {
    const csv = ['Phone,Pin,Name', '0700000001,1234,Held elsewhere', '0761000001,1234,New', '0761000001,1234,Again'].join('\n');
    const r = await importCsv(s, w.admin, csv);
    assert.equal(r.status, 400);
    const rows = (r.json as RowsProblem).errors.rows;
    assert.deepEqual(
      rows.map((e) => [e.line, e.field, e.code]),
      [
        [2, 'phone', 'phone_taken'],
        [4, 'phone', 'phone_duplicate'],
      ],
    );
    assert.equal(rows[0]?.message, TAKEN);
    assert.doesNotMatch(r.text, /Ana|Coaliția/);
  });

  test('the database refuses a second active holder even when the application check is bypassed', async () => {
    await assert.rejects(
      s.ctx.db.run(
        "INSERT INTO observers (ngo_id, phone, name, name_search, name_sort, pin_hash, created_at) VALUES (1, '0700000002', 'x', 'x', 'x0', 'h', '2026-01-01T00:00:00.000Z')",
      ),
      isUniqueViolation,
    );
  });

  test('GET /api/v1/observer?id=: the one observer, or an empty page when not the caller’s', async () => {
    const own = await s.get<Page<ObserverDto>>(`/api/v1/observer?id=${w.obsB.id}`, w.admin);
    assert.equal(own.status, 200);
    assert.deepEqual(
      own.json.data.map((o) => o.id),
      [w.obsB.id],
    );
    assert.equal(own.json.totalItems, 1);
    const other = await s.get<Page<ObserverDto>>(`/api/v1/observer?id=${w.obsA.id}`, w.admin);
    assert.equal(other.status, 200);
    assert.deepEqual(other.json.data, []);
    assert.equal(other.json.totalItems, 0);
    const org = await s.get<Page<ObserverDto>>(`/api/v1/observer?Id=${w.obsA.id}`, w.org);
    assert.deepEqual(
      org.json.data.map((o) => o.phone),
      ['0700000001'],
    );
    assert.equal((await s.get('/api/v1/observer?id=abc', w.admin)).status, 400);
  });

  test('reset by observerId: exactly that observer; another NGO’s observer is a 404 without side effect', async () => {
    const r = await s.post('/api/v1/observer/reset', { action: 'reset-password', observerId: w.obsB.id, pin: '4444' }, w.admin);
    assert.equal(r.status, 200);
    await s.login(w.obsB.phone, '4444', 'tok');
    const cross = await s.post('/api/v1/observer/reset', { action: 'reset-password', observerId: w.obsA.id, pin: '9999' }, w.admin);
    assert.equal(cross.status, 404);
    await s.login(w.obsA.phone, w.obsA.pin, 'tok');
    const orgReset = await s.post(
      '/api/v1/observer/reset',
      { action: 'reset-password', observerId: w.obsB2.id, phoneNumber: '0700000002', pin: '5151' },
      w.org,
    );
    assert.equal(orgReset.status, 200, 'the organizer resets another NGO’s observer by id; the id decides, not the phone');
    await s.login(w.obsB2.phone, '5151', 'tok');
    await s.login(w.obsB.phone, '4444', 'tok');
    const neither = await s.post<Problem>('/api/v1/observer/reset', { action: 'reset-password', pin: '1234' }, w.admin);
    assert.equal(neither.status, 400);
    assert.ok(neither.json.errors?.phoneNumber);
    const device = await s.post('/api/v1/observer/reset', { action: 'device', observerId: w.obsB.id }, w.admin);
    assert.equal(device.status, 200);
    assert.equal(device.json, 1, 'the device registration of that observer is removed');
  });
});

/** Opens the test's database location without the server (to build an older release's data). */
async function openAt(loc: { dataDir: string; schema: string | undefined }): Promise<Db> {
  if (DIALECT === 'postgres') {
    const db = new PostgresDb({ url: process.env.TEST_DATABASE_URL ?? '', schema: loc.schema });
    await db.exec(`CREATE SCHEMA IF NOT EXISTS ${loc.schema ?? 'public'}`);
    return db;
  }
  return new SqliteDb(path.join(loc.dataDir, 'observatory.sqlite'), 'NORMAL');
}

describe('observer identity: a database from before the rule, with one phone in two NGOs', () => {
  let s: TestServer;
  let org: string;
  let admin: string;
  const ids = { organizerSide: 0, civicSide: 0, stefan: 0 };
  const SHARED = '0750000001';
  const ANSWERED_AT = '2024-05-18T08:00:00.000Z';
  const NOTED_AT = '2024-05-18T09:30:00.000Z';

  before(async () => {
    const loc = newDatabaseLocation();
    const db = await openAt(loc);
    await migrate(db, 2);
    const ngos = await seedBase(db, new PasswordHasher(TEST_ONLY_HASH_PARAMS), false);
    const hasher = new PasswordHasher(TEST_ONLY_HASH_PARAMS);
    const insert = async (ngo: string, phone: string, name: string, pin: string) =>
      db.insert('INSERT INTO observers (ngo_id, phone, name, name_lower, pin_hash, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id', [
        ngos.get(ngo) ?? 0,
        phone,
        name,
        name.toLowerCase(),
        await hasher.hash(pin),
        '2024-01-01T00:00:00.000Z',
      ]);
    ids.organizerSide = await insert('CAC', SHARED, 'Ion Vechi', '1111');
    ids.civicSide = await insert('AOC', SHARED, 'Ioana Veche', '2222');
    ids.stefan = await insert('AOC', '0750000002', 'Ştefan Ţurcanu', '3333');
    // A thread whose row still says the answer time although a note came later (before lastModified counted notes).
    const county = await db.get<{ id: number }>("SELECT id FROM counties WHERE code = 'CJ'");
    // seedBase gives every station its row (since migration 010); an older database may not have it yet.
    await db.run('INSERT INTO polling_stations (county_id, number) VALUES (?, 1) ON CONFLICT (county_id, number) DO NOTHING', [
      county?.id ?? 0,
    ]);
    const stationId =
      (await db.get<{ id: number }>('SELECT id FROM polling_stations WHERE county_id = ? AND number = 1', [county?.id ?? 0]))?.id ?? 0;
    await db.run(
      `INSERT INTO answer_threads (observer_id, polling_station_id, ngo_id, county_id, county_code, station_number, answers_count, flagged_count, urgent, last_modified)
       VALUES (?, ?, ?, ?, 'CJ', 1, 1, 1, 1, ?)`,
      [ids.stefan, stationId, ngos.get('AOC') ?? 0, county?.id ?? 0, ANSWERED_AT],
    );
    await db.run('INSERT INTO notes (observer_id, ngo_id, polling_station_id, text, last_modified) VALUES (?, ?, ?, ?, ?)', [
      ids.stefan,
      ngos.get('AOC') ?? 0,
      stationId,
      'later',
      NOTED_AT,
    ]);
    await db.close();
    s = await startServer({ database: loc });
    org = await s.login('organizer', 'Organizer#2026');
    admin = await s.login('ngoadmin', 'NgoAdmin#2026');
  });
  after(() => s?.close());

  test('the migration keeps both observers and fills the name keys of existing rows', async () => {
    const list = await s.get<Page<ObserverDto>>(`/api/v1/observer?phone=${SHARED}`, org);
    assert.equal(list.json.totalItems, 2);
    const found = await s.get<Page<ObserverDto>>('/api/v1/observer?name=stefan turcanu', admin);
    assert.deepEqual(
      found.json.data.map((o) => o.id),
      [ids.stefan],
    );
  });

  test('the migration moves each thread’s lastModified to its latest note or check-in', async () => {
    const threads = await s.get<Page<{ observerId: number; lastModified: string; followUp: string }>>('/api/v1/answers', admin);
    assert.deepEqual(
      threads.json.data.map((t) => [t.observerId, t.lastModified, t.followUp]),
      [[ids.stefan, NOTED_AT, 'none']],
    );
  });

  test('sign-in refuses the shared phone (409) even with a matching PIN, instead of choosing by PIN', async () => {
    const r = await s.post<Problem>('/api/v2/access/authorize', { user: SHARED, password: '2222', fcmToken: 'x' });
    assert.equal(r.status, 409);
    assert.match(r.json.detail ?? '', /more than one observer/);
    assert.equal(r.json.errors, undefined);
    const wrong = await s.post<Problem>('/api/v2/access/authorize', { user: SHARED, password: '9999', fcmToken: 'x' });
    assert.equal(wrong.status, 400, 'a wrong PIN learns nothing about the phone');
    assert.equal(wrong.json.detail, 'Invalid credentials');
  });

  test('reset by phone alone: 409 when the caller sees several holders, never the lowest id', async () => {
    const r = await s.post<Problem>('/api/v1/observer/reset', { action: 'reset-password', phoneNumber: SHARED, pin: '7777' }, org);
    assert.equal(r.status, 409);
    const pins = await s.ctx.db.all<{ id: number; pin_hash: string }>('SELECT id, pin_hash FROM observers WHERE phone = ?', [SHARED]);
    assert.ok(
      await Promise.all(pins.map((p) => s.ctx.hasher.verify(p.pin_hash, '7777'))).then((ok) => ok.every((x) => !x)),
      'no PIN changed',
    );
    // ngoadmin sees only its own holder, so the phone is not ambiguous for it.
    const own = await s.post('/api/v1/observer/reset', { action: 'reset-password', phoneNumber: SHARED, pin: '8888' }, admin);
    assert.equal(own.status, 200);
    const civic = await s.ctx.db.get<{ pin_hash: string }>('SELECT pin_hash FROM observers WHERE id = ?', [ids.civicSide]);
    assert.ok(await s.ctx.hasher.verify(civic?.pin_hash ?? '', '8888'));
    const organizerSide = await s.ctx.db.get<{ pin_hash: string }>('SELECT pin_hash FROM observers WHERE id = ?', [ids.organizerSide]);
    assert.ok(await s.ctx.hasher.verify(organizerSide?.pin_hash ?? '', '1111'), 'the other NGO’s observer is untouched');
  });

  test('the shared phone cannot be given to a third observer', async () => {
    const r = await s.post<Problem>('/api/v1/observer', { phone: SHARED, pin: '1234', name: 'Third' }, admin);
    assert.equal(r.status, 409);
    assert.equal(r.json.detail, TAKEN);
  });

  test('once one holder moves to another phone, the other signs in and the phone is unique again', async () => {
    const move = await s.put('/api/v1/observer', { observerId: ids.organizerSide, phone: '0750000009' }, org);
    assert.equal(move.status, 200);
    await s.login(SHARED, '8888', 'x');
    await s.login('0750000009', '1111', 'x');
    const row = await s.ctx.db.get<{ phone_shared: number }>('SELECT phone_shared FROM observers WHERE id = ?', [ids.civicSide]);
    assert.equal(row?.phone_shared, 0, 'back under the unique index');
    await assert.rejects(
      s.ctx.db.run(
        `INSERT INTO observers (ngo_id, phone, name, name_search, name_sort, pin_hash, created_at) VALUES (1, '${SHARED}', 'x', 'x', 'x0', 'h', '2026-01-01T00:00:00.000Z')`,
      ),
      isUniqueViolation,
    );
  });
});
