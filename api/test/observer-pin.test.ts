import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, multipart, startServer, type TestServer, type World } from './helpers.js';
import { nameKeyValues } from '../src/db/name-keys.js';

interface FieldProblem {
  errors: Record<string, string[]>;
}
interface RowsProblem {
  errors: { rows: { line: number; field: string; code: string; message: string }[]; totalErrors: number };
}

/**
 * One PIN rule: a new PIN is exactly 4 or 6 digits, in add, edit, reset and import alike (the
 * back-office and the observers' app enter those lengths only). Sign-in never checks the format.
 */
describe('observer PINs: exactly 4 or 6 digits', () => {
  let s: TestServer;
  let w: World;
  const REFUSED = ['12345', '123', '1234567', '12ab', '١٢٣٤'];

  const hashOf = async (observerId: number) =>
    (await s.ctx.db.get<{ pin_hash: string }>('SELECT pin_hash FROM observers WHERE id = ?', [observerId]))?.pin_hash;

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('add refuses every other length and stores nothing; 4 and 6 are accepted', async () => {
    for (const [i, pin] of REFUSED.entries()) {
      const phone = `07810000${String(i).padStart(2, '0')}`;
      const r = await s.post<FieldProblem>('/api/v1/observer', { phone, pin, name: `Pin ${pin}` }, w.admin);
      assert.equal(r.status, 400, `PIN ${pin}`);
      assert.deepEqual(Object.keys(r.json.errors), ['pin'], `PIN ${pin}`);
      assert.deepEqual(r.json.errors.pin, ['Must be exactly 4 or 6 digits.']);
      const stored = await s.ctx.db.get('SELECT id FROM observers WHERE phone = ?', [phone]);
      assert.equal(stored, undefined, `PIN ${pin}: nothing stored`);
    }
    assert.equal((await s.post('/api/v1/observer', { phone: '0781000100', pin: '1234', name: 'Four' }, w.admin)).status, 200);
    assert.equal((await s.post('/api/v1/observer', { phone: '0781000101', pin: '123456', name: 'Six' }, w.admin)).status, 200);
    await s.login('0781000101', '123456', 'x');
  });

  test('edit refuses a 5-digit PIN and keeps the old one', async () => {
    const before = await hashOf(w.obsB.id);
    for (const pin of REFUSED) {
      const r = await s.put<FieldProblem>('/api/v1/observer', { observerId: w.obsB.id, pin }, w.admin);
      assert.equal(r.status, 400, `PIN ${pin}`);
      assert.deepEqual(r.json.errors.pin, ['Must be exactly 4 or 6 digits.']);
    }
    assert.equal(await hashOf(w.obsB.id), before, 'the PIN is unchanged');
    await s.login(w.obsB.phone, w.obsB.pin, 'x');
    assert.equal((await s.put('/api/v1/observer', { observerId: w.obsB.id, pin: '654321' }, w.admin)).status, 200);
    await s.login(w.obsB.phone, '654321', 'x');
  });

  test('reset refuses a 5-digit PIN and keeps the old one', async () => {
    const before = await hashOf(w.obsB2.id);
    for (const pin of REFUSED) {
      const r = await s.post<FieldProblem>('/api/v1/observer/reset', { action: 'reset-password', observerId: w.obsB2.id, pin }, w.admin);
      assert.equal(r.status, 400, `PIN ${pin}`);
      assert.deepEqual(r.json.errors.pin, ['Must be exactly 4 or 6 digits.']);
    }
    assert.equal(await hashOf(w.obsB2.id), before, 'the PIN is unchanged');
    await s.login(w.obsB2.phone, w.obsB2.pin, 'x');
  });

  test('import: a 5-digit PIN is a pin_format row error and nothing is imported', async () => {
    const csv = ['Phone,Pin,Name', '0782000001,1234,Four', '0782000002,12345,Five', '0782000003,123456,Six', '0782000004,1234567,Seven'];
    const r = await s.req<RowsProblem>('POST', '/api/v1/observer/import', {
      token: w.admin,
      body: multipart({}, [{ name: 'file', data: Buffer.from(csv.join('\n')), filename: 'o.csv', type: 'text/csv' }]),
    });
    assert.equal(r.status, 400);
    assert.deepEqual(
      r.json.errors.rows.map((e) => [e.line, e.field, e.code, e.message]),
      [
        [3, 'pin', 'pin_format', 'The PIN must be exactly 4 or 6 digits.'],
        [5, 'pin', 'pin_format', 'The PIN must be exactly 4 or 6 digits.'],
      ],
    );
    assert.equal(await s.ctx.db.get("SELECT id FROM observers WHERE phone LIKE '078200000%'"), undefined, 'nothing imported');
  });

  test('sign-in with a PIN set before the rule works whatever its length', async () => {
    for (const [phone, pin] of [
      ['0783000005', '12345'],
      ['0783000003', '123'],
      ['0783000008', '12345678'],
    ] as const) {
      const name = `Old PIN ${pin.length}`;
      await s.ctx.db.run(
        'INSERT INTO observers (ngo_id, phone, name, name_search, name_sort, pin_hash, created_at) VALUES (2, ?, ?, ?, ?, ?, ?)',
        [phone, name, ...nameKeyValues(name), await s.ctx.hasher.hash(pin), '2024-01-01T00:00:00.000Z'],
      );
      const token = await s.login(phone, pin, 'x');
      assert.ok(token.length > 0, `${pin.length}-digit PIN signs in`);
    }
  });
});
