import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';

describe('headers, CORS, limits, errors, health', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('security headers on API answers and errors', async () => {
    for (const r of [await s.get('/api/v1/observer', w.admin), await s.get('/nope'), await s.get('/health')]) {
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(r.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(r.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.equal(r.headers.get('cache-control'), 'no-store');
      assert.match(r.headers.get('content-type') ?? '', /charset=utf-8/);
      assert.ok(r.headers.get('x-request-id'));
    }
  });

  test('CORS: allowlisted origins only', async () => {
    const ok = await s.req('OPTIONS', '/api/v1/observer', {
      headers: {
        origin: 'http://localhost:4300',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:4300');
    assert.match(ok.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
    const evil = await s.req('GET', '/health', { headers: { origin: 'https://evil.example' } });
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
    assert.equal(evil.headers.get('access-control-allow-credentials'), null);
  });

  test('JSON body over 1 MiB: 413 problem', async () => {
    const t0 = Date.now();
    const r = await s.req('POST', '/api/v1/observer', {
      token: w.admin,
      body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(r.status, 413);
    assert.match(r.headers.get('content-type') ?? '', /problem\+json/);
    assert.ok(Date.now() - t0 < 1000);
  });

  test('unknown route 404 problem, wrong method 405, malformed JSON 400, no stack anywhere', async () => {
    const nf = await s.get('/api/v1/nothing-here', w.admin);
    assert.equal(nf.status, 404);
    assert.match(nf.headers.get('content-type') ?? '', /problem\+json/);
    const m = await s.req('PATCH', '/api/v1/observer', { token: w.admin });
    assert.equal(m.status, 405);
    assert.match(m.headers.get('allow') ?? '', /GET/);
    const bad = await s.req('POST', '/api/v1/form', { token: w.org, body: '{"code":', headers: { 'content-type': 'application/json' } });
    assert.equal(bad.status, 400);
    for (const r of [nf, m, bad]) assert.doesNotMatch(r.text, /node_modules|\.js:\d+|at [A-Za-z]+ \(/);
    const empty = await s.req('POST', '/api/v1/observer', { token: w.admin, headers: { 'content-type': 'application/json' } });
    assert.equal(empty.status, 400);
  });

  test('every protected route: 401 with an empty body and WWW-Authenticate without a token', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/v1/county'],
      ['GET', '/api/v1/polling-station'],
      ['GET', '/api/v1/observer'],
      ['GET', '/api/v1/observer/count'],
      ['GET', '/api/v1/observer/active'],
      ['GET', '/api/v1/observer/export'],
      ['POST', '/api/v1/observer'],
      ['PUT', '/api/v1/observer'],
      ['DELETE', '/api/v1/observer?id=1'],
      ['POST', '/api/v1/observer/reset'],
      ['POST', '/api/v1/observer/import'],
      ['GET', '/api/v1/answers'],
      ['GET', '/api/v1/answers/filledIn?observerId=1&pollingStationId=1'],
      ['GET', '/api/v1/answers/pollingStationInfo?observerId=1&pollingStationId=1'],
      ['GET', '/api/v2/note?observerId=1'],
      ['POST', '/api/v2/note'],
      ['GET', '/api/v1/form'],
      ['GET', '/api/v1/form/1'],
      ['POST', '/api/v1/form'],
      ['PUT', '/api/v1/form'],
      ['DELETE', '/api/v1/form?formId=1'],
      ['GET', '/api/v1/statistics/observerNumber'],
      ['POST', '/api/v1/notification/send'],
      ['POST', '/api/v1/notification/send/all'],
      ['GET', '/api/v1/notification/get/all'],
      ['POST', '/api/v1/notification/register'],
      ['POST', '/api/v1/polling-station'],
      ['POST', '/api/v1/answers'],
      ['GET', '/api/v1/export/all'],
      ['GET', '/api/v1/export/all/notes'],
    ];
    for (const [m, p] of routes) {
      const r = await s.req(m, p, { headers: { authorization: 'Bearer not-a-token' } });
      assert.equal(r.status, 401, `${m} ${p}`);
      assert.equal(r.text, '', `${m} ${p}`);
      assert.equal(r.headers.get('www-authenticate'), 'Bearer');
    }
  });

  test('staff tokens are refused by observer endpoints and observer tokens by staff ones (403)', async () => {
    for (const [m, p, token] of [
      ['POST', '/api/v1/polling-station', w.admin],
      ['POST', '/api/v1/answers', w.org],
      ['POST', '/api/v1/notification/register', w.admin],
      ['GET', '/api/v1/answers', w.obsA.token],
      ['GET', '/api/v1/notification/get/all', w.obsA.token],
      ['GET', '/api/v1/export/all', w.obsA.token],
    ] as const) {
      const r = await s.req(m, p, m === 'POST' ? { token, json: {} } : { token });
      assert.equal(r.status, 403, `${m} ${p}`);
      assert.equal(r.text, '');
    }
  });

  test('health reports the database', async () => {
    const r = await s.get('/health');
    assert.deepEqual(r.json, { status: 'ok', database: 'ok' });
  });

  test('fuzz: random JSON at every JSON write route never gives a 5xx', async () => {
    let seed = 42;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const atoms: unknown[] = [
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      'x',
      '',
      ' ',
      '0',
      '1234',
      '0722000001',
      'true',
      '=1+1',
      '\u0000',
      'ș'.repeat(300),
      [],
      {},
      [1, 'a'],
      { a: 1 },
    ];
    const keys = [
      'phone',
      'pin',
      'name',
      'observerId',
      'id',
      'code',
      'description',
      'draft',
      'formSections',
      'answers',
      'questionId',
      'options',
      'optionId',
      'countyCode',
      'pollingStationNumber',
      'recipients',
      'title',
      'message',
      'channel',
      'action',
      'phoneNumber',
      'user',
      'password',
      'fcmToken',
      'channelName',
      'token',
      'value',
      'urbanArea',
      'observerArrivalTime',
      'questions',
      'optionsToQuestions',
      'questionType',
      'text',
    ];
    const gen = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.4) return atoms[Math.floor(rand() * atoms.length)];
      if (r < 0.6) return Array.from({ length: Math.floor(rand() * 3) }, () => gen(depth + 1));
      const o: Record<string, unknown> = {};
      for (let i = 0; i < 1 + Math.floor(rand() * 5); i++) o[keys[Math.floor(rand() * keys.length)]!] = gen(depth + 1);
      return o;
    };
    const routes: [string, string, string][] = [
      ['POST', '/api/v2/access/authorize', ''],
      ['POST', '/api/v1/observer', w.admin],
      ['PUT', '/api/v1/observer', w.admin],
      ['POST', '/api/v1/observer/reset', w.admin],
      ['POST', '/api/v1/form', w.org],
      ['PUT', '/api/v1/form', w.org],
      ['POST', '/api/v1/notification/send', w.admin],
      ['POST', '/api/v1/notification/send/all', w.admin],
      ['POST', '/api/v1/polling-station', w.obsB.token],
      ['POST', '/api/v1/answers', w.obsB.token],
      ['POST', '/api/v1/notification/register', w.obsB.token],
    ];
    for (let i = 0; i < 400; i++) {
      const [m, p, token] = routes[i % routes.length]!;
      const body = gen(0);
      const r = await s.req(m, p, { token: token || undefined, json: body });
      assert.ok(r.status < 500, `${m} ${p} ${JSON.stringify(body)} -> ${r.status} ${r.text}`);
    }
    const gets = [
      '/api/v1/observer?page=%FF&pageSize=1e9&sortBy[]=x',
      '/api/v1/answers?urgent=maybe&county[]=a&from[]=1',
      '/api/v1/statistics/observerNumber?page=-1',
      '/api/v1/observer/active?countyCodes=' + 'A,'.repeat(2000),
      '/api/v2/note?observerId=1e400',
      '/api/v1/answers/filledIn?observerId=-1&pollingStationId=0',
    ];
    for (const g of gets) assert.ok((await s.get(g, w.admin)).status < 500, g);
  });
});

describe('failures inside the server', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('an internal error is a 500 problem with a trace id, no internals, one log line', async () => {
    await s.ctx.db.tx(async (q) => {
      await q.run('DROP TABLE thread_counts');
    });
    const r = await s.get<{ status: number; title: string; traceId: string; detail?: string }>('/api/v1/answers', w.admin);
    assert.equal(r.status, 500);
    assert.match(r.headers.get('content-type') ?? '', /problem\+json/);
    assert.equal(r.json.status, 500);
    assert.ok(r.json.traceId);
    assert.doesNotMatch(r.text, /thread_counts|SQLITE|relation|\.js:\d+/i);
    const lines = s
      .logs()
      .split('\n')
      .filter((l) => l.includes(r.json.traceId) && l.includes('unhandled error'));
    assert.equal(lines.length, 1);
  });

  test('health answers 503 when the database is gone', async () => {
    await s.ctx.db.close();
    const r = await s.get<{ status: string; database: string }>('/health');
    assert.equal(r.status, 503);
    assert.equal(r.json.database, 'unreachable');
  });
});
