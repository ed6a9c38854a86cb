import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, multipart, startServer, type TestServer, type World } from './helpers.js';

interface RowsProblem {
  status: number;
  detail: string;
  errors: { rows: { line: number; field: string; message: string }[]; totalErrors: number };
}

describe('observer CSV import', () => {
  let s: TestServer;
  let w: World;
  const count = async (ngo: number) =>
    (await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM observers WHERE ngo_id = ?', [ngo]))?.n ?? 0;
  const upload = (token: string, csv: string | Buffer, fields: Record<string, string> = {}, filename = 'observers.csv') =>
    s.req('POST', '/api/v1/observer/import', {
      token,
      body: multipart(fields, [{ name: 'file', data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv), filename, type: 'text/csv' }]),
    });

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('imports every row and answers the count', async () => {
    const before2 = await count(2);
    const r = await upload(w.admin, 'Phone,Pin,Name\r\n0731000001,1234,Ion Pop\r\n"0731000002","5678","Pop, Maria"\r\n\r\n');
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json, 2);
    assert.equal(await count(2), before2 + 2);
    await s.login('0731000002', '5678', 'x');
  });

  test('the last row counts without a line break after it, quoted or not, its value kept as written', async () => {
    const nameOf = async (phone: string) =>
      (await s.ctx.db.get<{ name: string }>('SELECT name FROM observers WHERE phone = ?', [phone]))?.name;
    const plain = await upload(w.admin, 'Phone,Pin,Name\n0731000011,1234,Dan Pop');
    assert.equal(plain.status, 200, plain.text);
    const quoted = await upload(w.admin, 'Phone,Pin,Name\n0731000012,1234,"Pop, Dana"');
    assert.equal(quoted.status, 200, quoted.text);
    assert.equal(await nameOf('0731000011'), 'Dan Pop');
    assert.equal(await nameOf('0731000012'), 'Pop, Dana');
  });

  test('semicolons, BOM and any header case are accepted', async () => {
    const r = await upload(w.admin, '\ufeffPHONE;pin;Name\n0731000003;1234;Ana\n');
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json, 1);
  });

  test('all-or-nothing: one bad row writes nothing and reports every row error by physical line', async () => {
    const before2 = await count(2);
    const csv = [
      'Phone,Pin,Name',
      '0732000001,1234,Good',
      '0732000002,12,"Multi',
      'line name"',
      '0732000001,1234,Repeat',
      'abc,1234,',
      '0700000002,1234,Exists',
    ].join('\n');
    const r = await upload(w.admin, csv);
    assert.equal(r.status, 400);
    const body = r.json as RowsProblem;
    assert.deepEqual(
      body.errors.rows.map((e) => [e.line, e.field]),
      [
        [3, 'pin'],
        [5, 'phone'],
        [6, 'phone'],
        [6, 'name'],
        [7, 'phone'],
      ],
    );
    assert.equal(body.errors.totalErrors, 5);
    assert.equal(await count(2), before2, 'nothing written');
  });

  test('header, encoding and file type problems are clear 400s', async () => {
    assert.equal((await upload(w.admin, 'Telefon,Cod\n0733000001,1234\n')).status, 400);
    assert.equal((await upload(w.admin, '')).status, 400);
    assert.equal((await upload(w.admin, 'Phone,Pin,Name\n')).status, 400);
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 1)]);
    const x = await upload(w.admin, zip, {}, 'observers.csv');
    assert.equal(x.status, 400);
    assert.match(x.text, /not a CSV/);
    assert.equal((await upload(w.admin, Buffer.from([0x50, 0x68, 0xff, 0xfe, 0x0a]))).status, 400);
    assert.equal(
      (await s.req('POST', '/api/v1/observer/import', { token: w.admin, body: multipart({ ongId: '2' }) })).status,
      400,
      'file required',
    );
    assert.equal((await s.post('/api/v1/observer/import', { file: 'x' }, w.admin)).status, 415, 'multipart only');
  });

  test('size and row limits: 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    assert.equal((await upload(w.admin, big)).status, 413);
    const rows = ['Phone,Pin,Name'];
    for (let i = 0; i < 50_001; i++) rows.push(`07${String(40_000_000 + i)},1234,N`);
    assert.equal((await upload(w.admin, rows.join('\n'))).status, 413);
  });

  test('target NGO: ongId or ngoId; only organizers cross NGOs (404 otherwise)', async () => {
    const before1 = await count(1);
    const cross = await upload(w.admin, 'Phone,Pin,Name\n0734000001,1234,X\n', { ongId: '1' });
    assert.equal(cross.status, 404);
    assert.equal(await count(1), before1, 'no side effect');
    const org = await upload(w.org, 'Phone,Pin,Name\n0734000002,1234,Y\n', { ongId: '2' });
    assert.equal(org.status, 200);
    const alias = await upload(w.org, 'Phone,Pin,Name\n0734000003,1234,Z\n', { ngoId: '2' });
    assert.equal(alias.status, 200);
    assert.equal((await s.ctx.db.get<{ ngo_id: number }>('SELECT ngo_id FROM observers WHERE phone = ?', ['0734000003']))?.ngo_id, 2);
    assert.equal((await upload(w.org, 'Phone,Pin,Name\n0734000004,1234,Y\n', { ongId: '999' })).status, 404);
    assert.equal((await upload(w.org, 'Phone,Pin,Name\n0734000004,1234,Y\n', { ongId: 'abc' })).status, 400);
    assert.equal((await upload(w.obsA.token, 'Phone,Pin,Name\n0734000005,1234,Y\n')).status, 403);
    assert.equal((await s.req('POST', '/api/v1/observer/import', { body: multipart({}) })).status, 401);
  });
});
