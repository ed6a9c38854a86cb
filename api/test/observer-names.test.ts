import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { NGOADMIN, multipart, startServer, type TestServer } from './helpers.js';
import type { ObserverDto } from '../src/services/observers.js';

interface Page<T> {
  data: T[];
  totalItems: number;
}
interface RowsProblem {
  errors: { rows: { line: number; field: string; code: string; message: string }[]; totalErrors: number };
}

/** Romanian alphabetical order, case ignored, cedilla read as comma-below; "ana pop" ties "Ana Pop" and comes after it (higher id). */
const ROMANIAN_ORDER = [
  'Ana Pop',
  'ana pop',
  'Avram Ion',
  'Ăvram Ion',
  'Bălan Dan',
  'Iancu Ion',
  'Ionescu Ana',
  'Îonescu Dan',
  'Sandu Maria',
  'Sârbu Ion',
  'Stefan Ionescu',
  'Szabó Ernő',
  'Şerban Cedilla',
  'Ștefan Popa',
  'Tudor Ene',
  'Ţepeş Vlad',
  'Țurcanu Ana',
];
/** The order they are added in (ids follow it), deliberately not sorted. */
const ADDED = [
  'Ștefan Popa',
  'Szabó Ernő',
  'Ana Pop',
  'Țurcanu Ana',
  'Sârbu Ion',
  'Ţepeş Vlad',
  'Îonescu Dan',
  'Stefan Ionescu',
  'Avram Ion',
  'Şerban Cedilla',
  'Bălan Dan',
  'Ăvram Ion',
  'Tudor Ene',
  'Sandu Maria',
  'Ionescu Ana',
  'Iancu Ion',
  'ana pop',
];

describe('observer names: Romanian search and order, bidi controls refused', () => {
  let s: TestServer;
  let admin: string;
  const names = async (query: string) =>
    (await s.get<Page<ObserverDto>>(`/api/v1/observer?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`, admin)).json.data.map(
      (o) => o.name,
    );
  const importCsv = (csv: string) =>
    s.req<RowsProblem | number>('POST', '/api/v1/observer/import', {
      token: admin,
      body: multipart({}, [{ name: 'file', data: Buffer.from(csv), filename: 'o.csv', type: 'text/csv' }]),
    });

  before(async () => {
    s = await startServer();
    admin = await s.login(NGOADMIN.user, NGOADMIN.password);
    for (const [i, name] of ADDED.entries()) {
      const r = await s.post('/api/v1/observer', { phone: `07770000${String(i).padStart(2, '0')}`, pin: '1234', name }, admin);
      assert.equal(r.status, 200, r.text);
    }
  });
  after(() => s.close());

  test('names are stored exactly as given (cedilla spellings included)', async () => {
    assert.deepEqual((await names('')).sort(), [...ADDED].sort());
  });

  test('search ignores case and diacritics: stefan finds Ștefan, turcanu finds Țurcanu and Ţepeş is found by tepes', async () => {
    assert.deepEqual((await names('name=stefan')).sort(), ['Stefan Ionescu', 'Ștefan Popa'].sort());
    assert.deepEqual(await names('name=turcanu'), ['Țurcanu Ana']);
    assert.deepEqual(await names('name=TEPES'), ['Ţepeş Vlad']);
    assert.deepEqual(await names(`name=${encodeURIComponent('ÎONESCU')}`), ['Ionescu Ana', 'Îonescu Dan', 'Stefan Ionescu']);
    assert.deepEqual(await names(`name=${encodeURIComponent('szabo erno')}`), ['Szabó Ernő']);
    const page = await s.get<Page<ObserverDto>>('/api/v1/observer?name=ion&pageSize=2', admin);
    assert.equal(page.json.totalItems, 7, 'the total counts every match, not only the page');
  });

  test('cedilla spellings find comma-below names and vice versa', async () => {
    // ş/ţ (U+015F/U+0163, cedilla) in the query; ș/ț (U+0219/U+021B, comma below) in the name.
    assert.deepEqual(await names(`name=${encodeURIComponent('\u0163urcanu')}`), ['Țurcanu Ana']);
    assert.deepEqual(await names(`name=${encodeURIComponent('\u015Ftefan p')}`), ['Ștefan Popa']);
    // ș/ț in the query; the stored names use the cedilla.
    assert.deepEqual(await names(`name=${encodeURIComponent('\u0219erban')}`), ['Şerban Cedilla']);
    assert.deepEqual(await names(`name=${encodeURIComponent('\u021Bepe\u0219')}`), ['Ţepeş Vlad']);
  });

  test('order by name follows the Romanian alphabet, across pages, both directions', async () => {
    const asc: string[] = [];
    for (let page = 1; page <= 4; page++) asc.push(...(await names(`sortBy=name&pageSize=5&page=${page}`)));
    assert.deepEqual(asc, ROMANIAN_ORDER);
    const desc = (await s.get<Page<ObserverDto>>('/api/v1/observer?sortBy=name&sortDirection=desc&pageSize=100', admin)).json.data;
    assert.deepEqual(
      desc.map((o) => o.name),
      [...ROMANIAN_ORDER].reverse(),
    );
    const sarbu = ROMANIAN_ORDER.indexOf('Sârbu Ion');
    assert.ok(sarbu < ROMANIAN_ORDER.indexOf('Szabó Ernő') && ROMANIAN_ORDER.indexOf('Ștefan Popa') > ROMANIAN_ORDER.indexOf('Szabó Ernő'));
    const filtered = await names('name=an&sortBy=name');
    assert.deepEqual(
      filtered,
      ROMANIAN_ORDER.filter((n) => /an/i.test(n.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))),
      'a filtered page keeps the same order',
    );
  });

  test('edit and import keep the search and sort keys in step with the name', async () => {
    const id = (await s.get<Page<ObserverDto>>('/api/v1/observer?name=tudor', admin)).json.data[0]?.id;
    assert.equal((await s.put('/api/v1/observer', { observerId: id, name: 'Țăndărică Ene' }, admin)).status, 200);
    assert.deepEqual(await names('name=tandarica'), ['Țăndărică Ene']);
    assert.deepEqual(await names('name=tudor'), []);
    const r = await importCsv('Phone,Pin,Name\n0778000001,1234,Şuşu Import\n');
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(await names('name=susu'), ['Şuşu Import']);
    const all = await names('sortBy=name');
    assert.ok(all.indexOf('Şuşu Import') > all.indexOf('Szabó Ernő') && all.indexOf('Şuşu Import') < all.indexOf('Ţepeş Vlad'));
  });

  test('bidirectional control characters in a name: 400 on add and edit, nothing stored', async () => {
    for (const ch of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const add = await s.post<{ errors: Record<string, string[]> }>(
        '/api/v1/observer',
        { phone: '0779000001', pin: '1234', name: `Ana${ch}nimda` },
        admin,
      );
      assert.equal(add.status, 400, `U+${ch.charCodeAt(0).toString(16)}`);
      assert.ok(add.json.errors.name?.[0]?.includes('bidirectional'));
    }
    assert.equal((await s.get<Page<ObserverDto>>('/api/v1/observer?phone=0779000001', admin)).json.totalItems, 0);
    const id = (await s.get<Page<ObserverDto>>('/api/v1/observer?name=iancu', admin)).json.data[0]?.id;
    const edit = await s.put<{ errors: Record<string, string[]> }>('/api/v1/observer', { observerId: id, name: 'Iancu\u202E noI' }, admin);
    assert.equal(edit.status, 400);
    assert.ok(edit.json.errors.name);
    assert.deepEqual(await names('name=iancu'), ['Iancu Ion'], 'unchanged');
    // Other scripts, right-to-left letters and marks that are not controls are names like any other.
    assert.equal((await s.post('/api/v1/observer', { phone: '0779000002', pin: '1234', name: 'سارة Ionescu' }, admin)).status, 200);
  });

  test('import: every row error carries a stable code', async () => {
    const csv = [
      'Phone,Pin,Name',
      ',1234,No phone', // 2 phone_required
      '12ab,1234,Bad phone', // 3 phone_format
      '0779100001,,No pin', // 4 pin_required
      '0779100002,12,Short pin', // 5 pin_format
      '0779100003,1234,', // 6 name_required
      `0779100004,1234,${'x'.repeat(101)}`, // 7 name_too_long
      '0779100005,1234,Ana\u2067nimda', // 8 name_bidi
      '0779100006,1234,First', // 9 ok
      '0779100006,1234,Repeat', // 10 phone_duplicate
      '0777000000,1234,Taken', // 11 phone_taken (added in before())
    ].join('\n');
    const r = await importCsv(csv);
    assert.equal(r.status, 400);
    const rows = (r.json as RowsProblem).errors.rows;
    assert.deepEqual(
      rows.map((e) => [e.line, e.field, e.code]),
      [
        [2, 'phone', 'phone_required'],
        [3, 'phone', 'phone_format'],
        [4, 'pin', 'pin_required'],
        [5, 'pin', 'pin_format'],
        [6, 'name', 'name_required'],
        [7, 'name', 'name_too_long'],
        [8, 'name', 'name_bidi'],
        [10, 'phone', 'phone_duplicate'],
        [11, 'phone', 'phone_taken'],
      ],
    );
    assert.ok(rows.every((e) => typeof e.message === 'string' && e.message.length > 0));
    assert.equal((await s.get<Page<ObserverDto>>('/api/v1/observer?phone=07791000', admin)).json.totalItems, 0, 'nothing imported');
  });
});
