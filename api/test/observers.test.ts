import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
import type { ObserverDto } from '../src/services/observers.js';

interface Page<T> {
  data: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  nextCursor?: string | null;
  previousCursor?: string | null;
}

describe('observers', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    // 30 more observers in NGO 2 for paging and sorting.
    for (let i = 10; i < 40; i++) {
      const r = await s.post(
        '/api/v1/observer',
        { phone: `07100000${i}`, pin: '1234', name: `Zed ${String.fromCharCode(65 + (i % 26))}${i}` },
        w.admin,
      );
      assert.equal(r.status, 200);
    }
  });
  after(() => s.close());

  test('list: shape, tenant scope, never a PIN', async () => {
    const r = await s.get<Page<ObserverDto>>('/api/v1/observer', w.admin);
    assert.equal(r.status, 200);
    assert.equal(r.json.page, 1);
    assert.equal(r.json.pageSize, 20);
    assert.equal(r.json.totalItems, 32);
    assert.equal(r.json.totalPages, 2);
    const first = r.json.data[0]!;
    assert.deepEqual(Object.keys(first).sort(), [
      'deviceRegisterDate',
      'id',
      'lastSeen',
      'name',
      'ngo',
      'numberOfNotes',
      'numberOfPollingStations',
      'phone',
    ]);
    assert.ok(r.json.data.every((o) => o.ngo === 'Asociația Observatorul Civic'));
    assert.doesNotMatch(r.text, /pin|argon/i);
    const all = await s.get<Page<ObserverDto>>('/api/v1/observer?pageSize=100', w.org);
    assert.equal(all.json.totalItems, 33, 'the organizer sees every NGO');
    assert.equal(r.headers.get('cache-control'), 'no-store');
  });

  test('paging: defaults, clamps, past the end, empty', async () => {
    const big = await s.get<Page<ObserverDto>>('/api/v1/observer?pageSize=100000', w.admin);
    assert.equal(big.json.pageSize, 1000);
    const neg = await s.get<Page<ObserverDto>>('/api/v1/observer?pageSize=-5&page=abc', w.admin);
    assert.equal(neg.json.pageSize, 20);
    assert.equal(neg.json.page, 1);
    const past = await s.get<Page<ObserverDto>>('/api/v1/observer?page=999999', w.admin);
    assert.deepEqual(past.json.data, []);
    assert.equal(past.json.totalItems, 32);
    const none = await s.get<Page<ObserverDto>>('/api/v1/observer?name=nobody-at-all', w.admin);
    assert.equal(none.json.totalItems, 0);
    assert.equal(none.json.totalPages, 0);
  });

  test('filters: case-insensitive substring, aliases, wildcard and injection safe', async () => {
    const byName = await s.get<Page<ObserverDto>>('/api/v1/observer?name=BOGDAN', w.admin);
    assert.deepEqual(
      byName.json.data.map((o) => o.phone),
      ['0700000002'],
    );
    const alias = await s.get<Page<ObserverDto>>('/api/v1/observer?Name=carmen&Number=0003', w.admin);
    assert.deepEqual(
      alias.json.data.map((o) => o.id),
      [w.obsB2.id],
    );
    const byPhone = await s.get<Page<ObserverDto>>('/api/v1/observer?phone=0700000001', w.admin);
    assert.equal(byPhone.json.totalItems, 0, 'another NGO’s observer is not found');
    assert.equal((await s.get<Page<ObserverDto>>('/api/v1/observer?name=%25', w.admin)).json.totalItems, 0, '% is literal');
    assert.equal((await s.get<Page<ObserverDto>>('/api/v1/observer?name=_', w.admin)).json.totalItems, 0, '_ is literal');
    assert.equal(
      (await s.get<Page<ObserverDto>>(`/api/v1/observer?name=${encodeURIComponent("' OR 1=1 --")}`, w.admin)).json.totalItems,
      0,
    );
    const bad = await s.get<{ errors: Record<string, string[]> }>(
      `/api/v1/observer?sortBy=${encodeURIComponent('name;drop table observers')}`,
      w.admin,
    );
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors.sortBy);
    assert.equal((await s.get('/api/v1/observer?sortDirection=sideways', w.admin)).status, 400);
  });

  test('sorting works across all pages', async () => {
    const names: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const r = await s.get<Page<ObserverDto>>(`/api/v1/observer?pageSize=10&page=${page}&sortBy=name&sortDirection=desc`, w.admin);
      names.push(...r.json.data.map((o) => o.name));
    }
    assert.equal(names.length, 32);
    const sorted = [...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase(), 'en'));
    assert.deepEqual(
      names.map((n) => n.toLowerCase()),
      sorted.map((n) => n.toLowerCase()),
    );
    // The observers who signed in most recently come first when sorting by lastSeen desc.
    const seen = await s.get<Page<ObserverDto>>('/api/v1/observer?sortBy=lastSeen&sortDirection=desc&pageSize=2', w.admin);
    assert.ok(seen.json.data.every((o) => o.lastSeen !== null));
    const asc = await s.get<Page<ObserverDto>>('/api/v1/observer?sortBy=lastseen&sortDirection=ASC&pageSize=40', w.admin);
    assert.equal(asc.json.data.at(-1)?.id, w.obsB2.id, 'the latest sign-in is last in ascending order');
  });

  test('keyset paging: Next and Previous by cursor walk the same pages as page numbers, at any sort', async () => {
    const at = (query: string, who = w.admin) => s.get<Page<ObserverDto>>(`/api/v1/observer?${query}`, who);
    const ids = (p: Page<ObserverDto>) => p.data.map((o) => o.id);
    // lastSeen ascending: most observers never signed in (the same key), so ties are split by id.
    for (const sort of ['sortBy=name&sortDirection=desc', 'sortBy=lastSeen&sortDirection=asc', 'sortBy=name&sortDirection=asc']) {
      const byNumber: number[][] = [];
      for (let page = 1; page <= 4; page++) byNumber.push(ids((await at(`${sort}&pageSize=9&page=${page}`)).json));
      const forward: Page<ObserverDto>[] = [(await at(`${sort}&pageSize=9`)).json];
      assert.equal(forward[0]!.previousCursor, null, 'no Previous on page 1');
      while (forward.at(-1)!.nextCursor) {
        const r = await at(`${sort}&pageSize=9&after=${encodeURIComponent(forward.at(-1)!.nextCursor!)}`);
        assert.equal(r.status, 200, r.text);
        forward.push(r.json);
      }
      assert.deepEqual(forward.map(ids), byNumber, sort);
      assert.deepEqual(
        forward.map((p) => [p.page, p.totalItems, p.totalPages]),
        [1, 2, 3, 4].map((n) => [n, 32, 4]),
        'page numbers and totals as by number',
      );
      const backward = [forward.at(-1)!];
      while (backward.at(-1)!.previousCursor) {
        backward.push((await at(`${sort}&pageSize=9&after=${encodeURIComponent(backward.at(-1)!.previousCursor!)}`)).json);
      }
      assert.deepEqual(backward.reverse().map(ids), byNumber, `${sort}, backwards`);
      assert.equal(backward[0]!.page, 1);
    }
  });

  test('keyset paging: a cursor goes on from its row when rows are added before it; a foreign or forged cursor is a 400', async () => {
    const first = (await s.get<Page<ObserverDto>>('/api/v1/observer?pageSize=5', w.admin)).json;
    const added = await s.post('/api/v1/observer', { phone: '0710000099', pin: '1234', name: 'Aaron Primul' }, w.admin);
    assert.equal(added.status, 200);
    try {
      const next = await s.get<Page<ObserverDto>>(`/api/v1/observer?pageSize=5&after=${encodeURIComponent(first.nextCursor!)}`, w.admin);
      const byNumber = await s.get<Page<ObserverDto>>('/api/v1/observer?pageSize=5&page=2', w.admin);
      assert.equal(next.json.page, 2);
      assert.equal(next.json.totalItems, 33);
      assert.ok(!next.json.data.some((o) => first.data.some((f) => f.id === o.id)), 'no row of page 1 again');
      assert.equal(byNumber.json.data[0]!.id, first.data.at(-1)!.id, 'the OFFSET page repeats the row pushed down');
      const cursor = encodeURIComponent(first.nextCursor!);
      for (const [query, who, code] of [
        [`pageSize=5&sortDirection=desc&after=${cursor}`, w.admin, 'cursor_foreign'],
        [`pageSize=6&after=${cursor}`, w.admin, 'cursor_foreign'],
        [`pageSize=5&name=zed&after=${cursor}`, w.admin, 'cursor_foreign'],
        [`pageSize=5&after=${cursor}`, w.org, 'cursor_foreign'],
        [`after=${Buffer.from('["x",1,1,2,"abc"]').toString('base64url')}`, w.admin, 'cursor_foreign'],
        ['after=not-a-cursor', w.admin, 'cursor_invalid'],
        [`after=${'A'.repeat(601)}`, w.admin, 'cursor_invalid'],
      ] as const) {
        const r = await s.get<{ errors: Record<string, string[]>; codes: Record<string, string[]> }>(`/api/v1/observer?${query}`, who);
        assert.equal(r.status, 400, query);
        assert.ok(r.json.errors.after?.[0], `${query}: ${r.text}`);
        assert.deepEqual(r.json.codes, { after: [code] }, query);
      }
    } finally {
      const found = (await s.get<Page<ObserverDto>>('/api/v1/observer?phone=0710000099', w.admin)).json.data[0]!;
      assert.equal((await s.del(`/api/v1/observer?id=${found.id}`, w.admin)).status, 200);
    }
  });

  test('keyset paging: Previous after the rows before it were removed shows page 1 as page 1, whole', async () => {
    const page = async (query: string) => (await s.get<Page<ObserverDto>>(`/api/v1/observer?pageSize=5${query}`, w.admin)).json;
    const temps: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const r = await s.post<number>('/api/v1/observer', { phone: `071000008${i}`, pin: '1234', name: `Aaaa Temp ${i}` }, w.admin);
      assert.equal(r.status, 200);
      temps.push(r.json);
    }
    const one = await page('');
    assert.deepEqual(
      one.data.map((o) => o.id),
      temps,
    );
    const two = await page(`&after=${encodeURIComponent(one.nextCursor!)}`);
    const three = await page(`&after=${encodeURIComponent(two.nextCursor!)}`);
    for (const id of temps) assert.equal((await s.del(`/api/v1/observer?id=${id}`, w.admin)).status, 200);
    const firstNow = await page('&page=1');
    const backFromThree = await page(`&after=${encodeURIComponent(three.previousCursor!)}`);
    assert.deepEqual([backFromThree.page, backFromThree.previousCursor], [1, null], 'nothing before it: page 1');
    assert.deepEqual(backFromThree.data, firstNow.data);
    const backFromTwo = await page(`&after=${encodeURIComponent(two.previousCursor!)}`);
    assert.deepEqual([backFromTwo.page, backFromTwo.previousCursor, backFromTwo.data], [1, null, firstNow.data], 'page 1 whole');
  });

  test('count is a bare number, scoped', async () => {
    assert.equal((await s.get('/api/v1/observer/count', w.admin)).json, 32);
    assert.equal((await s.get('/api/v1/observer/count', w.org)).json, 33);
  });

  test('add: query and body, validation per field, duplicate 409', async () => {
    const r = await s.req<number>('POST', '/api/v1/observer?Phone=0799999999&Pin=9999&Name=Q&SendSMS=false', {
      json: { phone: '0799999991', pin: '4321', name: '  Maria   Ionescu ', sendSMS: false },
      token: w.admin,
    });
    assert.equal(r.status, 200);
    assert.equal(typeof r.json, 'number');
    const created = await s.get<Page<ObserverDto>>('/api/v1/observer?phone=0799999991', w.admin);
    assert.equal(created.json.data[0]?.name, 'Maria Ionescu', 'trimmed and collapsed');
    assert.equal((await s.login('0799999991', '4321', 'x')).length > 0, true);
    const v = await s.post<{ errors: Record<string, string[]> }>('/api/v1/observer', { phone: 'abc', pin: '12', name: '   ' }, w.admin);
    assert.equal(v.status, 400);
    assert.deepEqual(Object.keys(v.json.errors).sort(), ['name', 'phone', 'pin']);
    const missing = await s.post<{ errors: Record<string, string[]> }>('/api/v1/observer', {}, w.admin);
    assert.deepEqual(Object.keys(missing.json.errors).sort(), ['name', 'phone', 'pin']);
    const long = await s.post<{ errors: Record<string, string[]> }>(
      '/api/v1/observer',
      { phone: '0799999992', pin: '1234', name: 'x'.repeat(101) },
      w.admin,
    );
    assert.ok(long.json.errors.name);
    const dup = await s.post('/api/v1/observer', { phone: '0700000002', pin: '1234', name: 'Dup' }, w.admin);
    assert.equal(dup.status, 409);
    const otherNgo = await s.post<{ detail: string }>(
      '/api/v1/observer',
      { phone: '0700000002', pin: '1234', name: 'Same phone, other NGO' },
      w.org,
    );
    assert.equal(otherNgo.status, 409, 'a phone belongs to one active observer across all NGOs');
    assert.equal(otherNgo.json.detail, 'This phone number is already registered to an observer.');
  });

  test('edit: ok, validation, nothing to change, other NGO 404 without side effect', async () => {
    assert.equal(
      (await s.put('/api/v1/observer', { observerId: w.obsB2.id, name: 'Carmen Edited', phone: '', pin: '' }, w.admin)).json,
      true,
    );
    const after1 = await s.get<Page<ObserverDto>>(`/api/v1/observer?phone=0700000003`, w.admin);
    assert.equal(after1.json.data[0]?.name, 'Carmen Edited');
    assert.equal((await s.put('/api/v1/observer', { observerId: w.obsB2.id }, w.admin)).status, 400);
    const bad = await s.put<{ errors: Record<string, string[]> }>('/api/v1/observer', { observerId: 'x', phone: '12' }, w.admin);
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors.observerId);
    assert.ok(bad.json.errors.phone);
    const cross = await s.put('/api/v1/observer', { observerId: w.obsA.id, name: 'Hacked' }, w.admin);
    assert.equal(cross.status, 404);
    const a = await s.get<Page<ObserverDto>>('/api/v1/observer?phone=0700000001', w.org);
    assert.equal(a.json.data[0]?.name, 'Ana Organizer');
    assert.equal((await s.put('/api/v1/observer', { observerId: 999999, name: 'x' }, w.admin)).status, 404);
    assert.equal((await s.put('/api/v1/observer', { observerId: w.obsB2.id, phone: '0700000002' }, w.admin)).status, 409);
    const pin = await s.put('/api/v1/observer', { observerId: w.obsB2.id, pin: '5555' }, w.admin);
    assert.equal(pin.status, 200);
    await s.login('0700000003', '5555', 'x');
  });

  test('reset password: ok, validation, other NGO 404', async () => {
    const r = await s.post('/api/v1/observer/reset', { action: 'reset-password', phoneNumber: '0700000003', pin: '7777' }, w.admin);
    assert.equal(r.status, 200);
    await s.login('0700000003', '7777', 'x');
    assert.equal(
      (await s.post('/api/v1/observer/reset', { action: 'explode', phoneNumber: '0700000003', pin: '7777' }, w.admin)).status,
      400,
    );
    assert.equal((await s.post('/api/v1/observer/reset', { action: 'reset-password', phoneNumber: '0700000003' }, w.admin)).status, 400);
    assert.equal(
      (await s.post('/api/v1/observer/reset', { action: 'reset-password', phoneNumber: '0700000001', pin: '9999' }, w.admin)).status,
      404,
    );
    await s.login('0700000001', '1111', 'x');
  });

  test('active observers: by county and station range, each once, scoped', async () => {
    for (const n of [5, 7]) {
      assert.equal(
        (
          await s.post(
            '/api/v1/polling-station',
            { countyCode: 'CJ', pollingStationNumber: n, urbanArea: true, isPollingStationPresidentFemale: false },
            w.obsB.token,
          )
        ).status,
        200,
      );
    }
    await s.post('/api/v1/polling-station', { countyCode: 'CJ', pollingStationNumber: 6 }, w.obsA.token);
    const r = await s.get<ObserverDto[]>(
      '/api/v1/observer/active?countyCodes=CJ&fromPollingStationNumber=1&toPollingStationNumber=10&currentlyCheckedIn=true',
      w.admin,
    );
    assert.deepEqual(
      r.json.map((o) => o.id),
      [w.obsB.id],
    );
    assert.equal(r.json[0]?.numberOfPollingStations, 2);
    const org = await s.get<ObserverDto[]>('/api/v1/observer/active?countyCodes=CJ&countyCodes=B', w.org);
    assert.equal(org.json.length, 2);
    const range = await s.get<ObserverDto[]>(
      '/api/v1/observer/active?countyCodes[0]=CJ&fromPollingStationNumber=6&toPollingStationNumber=6',
      w.org,
    );
    assert.deepEqual(
      range.json.map((o) => o.id),
      [w.obsA.id],
    );
    assert.equal((await s.get('/api/v1/observer/active?fromPollingStationNumber=x', w.admin)).status, 400);
  });

  test('export: CSV with the list filters, no PINs, formula cells escaped', async () => {
    await s.post('/api/v1/observer', { phone: '0711111111', pin: '1234', name: '=HYPERLINK("http://x","y")' }, w.admin);
    const r = await s.get('/api/v1/observer/export', w.admin);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /text\/csv/);
    assert.match(r.headers.get('content-disposition') ?? '', /attachment/);
    const lines = r.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines[0], 'Name,Phone,NGO,LastSeen,NumberOfPollingStations,NumberOfNotes');
    assert.ok(lines.some((l) => l.startsWith(`"'=HYPERLINK(""http://x"",""y"")"`)));
    assert.doesNotMatch(r.text, /argon2|1234/);
    assert.ok(!r.text.includes('0700000001'), 'other NGO not exported');
    const filtered = await s.get('/api/v1/observer/export?name=bogdan', w.admin);
    assert.equal(filtered.text.trim().split('\r\n').length, 2);
  });

  test('a phone change ends the tokens issued to the old phone at once', async () => {
    const id = (await s.post<number>('/api/v1/observer', { phone: '0722333444', pin: '1234', name: 'Renumbered' }, w.admin)).json;
    const token = await s.login('0722333444', '1234', 'renumbered');
    const register = () => s.post('/api/v1/notification/register', { channelName: 'Firebase', token: 'device' }, token);
    assert.equal((await register()).status, 202, 'the token works (and the server now remembers whose it is)');
    assert.equal((await s.put('/api/v1/observer', { observerId: id, phone: '0722333555' }, w.admin)).status, 200);
    assert.equal((await register()).status, 401, 'the old phone’s token stops working');
    assert.equal(
      (await s.post('/api/v1/notification/register', { channelName: 'Firebase', token: 'x' }, await s.login('0722333555', '1234', 'n')))
        .status,
      202,
    );
  });

  test('delete: without evidence removes; with evidence retires and keeps submissions', async () => {
    const id = (await s.post<number>('/api/v1/observer', { phone: '0722222222', pin: '1234', name: 'Temp' }, w.admin)).json;
    assert.equal((await s.del(`/api/v1/observer?id=${id}`, w.admin)).json, true);
    assert.equal(await s.ctx.db.get('SELECT id FROM observers WHERE id = ?', [id]), undefined);

    const answer = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 5, options: [{ optionId: w.formA.q1no }] }] },
      w.obsB.token,
    );
    assert.equal(answer.status, 200);
    const cross = await s.del(`/api/v1/observer?id=${w.obsB.id}`, w.admin);
    assert.equal(cross.status, 200);
    const list = await s.get<Page<ObserverDto>>('/api/v1/observer?pageSize=1000', w.admin);
    assert.ok(!list.json.data.some((o) => o.id === w.obsB.id), 'retired observers are hidden');
    assert.equal(
      (await s.post('/api/v2/access/authorize', { user: '0700000002', password: '2222', fcmToken: 'x' })).status,
      400,
      'cannot sign in',
    );
    assert.equal((await s.post('/api/v1/answers', { answers: [] }, w.obsB.token)).status, 401, 'their token stops working');
    const rows = await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM answers WHERE observer_id = ?', [w.obsB.id]);
    assert.equal(rows?.n, 1, 'evidence stays');
    const threads = await s.get<Page<{ observerId: number }>>('/api/v1/answers', w.admin);
    assert.ok(threads.json.data.some((t) => t.observerId === w.obsB.id));
    assert.equal((await s.del(`/api/v1/observer?id=${w.obsA.id}`, w.admin)).status, 404, 'other NGO: 404');
    assert.ok(await s.ctx.db.get('SELECT id FROM observers WHERE id = ? AND retired = 0', [w.obsA.id]), 'no side effect');
    assert.equal((await s.del('/api/v1/observer?id=abc', w.admin)).status, 400);
    assert.equal((await s.req('GET', '/api/v1/observer/reset', { token: w.admin })).status, 405);
  });

  test('401 without a token, 403 with an observer token', async () => {
    for (const [m, p] of [
      ['GET', '/api/v1/observer'],
      ['GET', '/api/v1/observer/count'],
      ['POST', '/api/v1/observer'],
      ['PUT', '/api/v1/observer'],
      ['DELETE', '/api/v1/observer?id=1'],
      ['POST', '/api/v1/observer/reset'],
      ['GET', '/api/v1/observer/active'],
      ['GET', '/api/v1/observer/export'],
    ] as const) {
      const none = await s.req(m, p, m === 'GET' || m === 'DELETE' ? {} : { json: {} });
      assert.equal(none.status, 401, `${m} ${p}`);
      assert.equal(none.text, '');
      const obs = await s.req(m, p, m === 'GET' || m === 'DELETE' ? { token: w.obsA.token } : { json: {}, token: w.obsA.token });
      assert.equal(obs.status, 403, `${m} ${p}`);
      assert.equal(obs.text, '');
    }
  });
});
