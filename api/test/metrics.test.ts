import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECT, makeWorld, ORGANIZER, startServer, type TestServer } from './helpers.js';
import { loadConfig } from '../src/config.js';

const METRICS_TOKEN = 'metrics-test-token-0123456789abcdef';

/** The value of one series in Prometheus text, or undefined when it is absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function waitFor(ok: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('GET /metrics', () => {
  let s: TestServer;
  const scrape = async () => {
    const r = await s.req('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(r.status, 200, r.text);
    return r.text;
  };

  before(async () => {
    s = await startServer({ config: { metricsToken: METRICS_TOKEN } });
  });
  after(() => s.close());

  test('off unless METRICS_TOKEN is set: a 404 like any unknown path', async () => {
    const off = await startServer();
    try {
      const r = await off.req('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(r.status, 404);
    } finally {
      await off.close();
    }
    assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN must be at least 32 characters/);
    assert.equal(loadConfig({}).metricsToken, undefined);
  });

  test('declared schema-first like every route: the document describes it under its own credential', async () => {
    const doc = (
      await s.get<{ paths: Record<string, Record<string, Record<string, unknown>>>; components: { securitySchemes: object } }>(
        '/openapi.json',
      )
    ).json;
    const op = doc.paths['/metrics']?.get;
    assert.ok(op, 'GET /metrics is in the document');
    assert.deepEqual(op.security, [{ metricsToken: [] }]);
    assert.deepEqual(op.tags, ['Operations']);
    assert.deepEqual(Object.keys(op.responses as object).sort(), ['200', '401', '404']);
    assert.ok('metricsToken' in doc.components.securitySchemes);
    // Off, the declared route answers exactly what an unknown path does.
    const off = await startServer();
    try {
      const metrics = await off.req('GET', '/metrics');
      const unknown = await off.req('GET', '/no-such-route');
      assert.equal(metrics.status, 404);
      assert.equal(metrics.text, unknown.text);
      assert.equal(metrics.headers.get('content-type'), unknown.headers.get('content-type'));
    } finally {
      await off.close();
    }
  });

  test('only the metrics token opens it: none, a wrong one or a staff token get 401', async () => {
    const none = await s.req('GET', '/metrics');
    assert.equal(none.status, 401);
    assert.equal(none.text, '');
    assert.equal(none.headers.get('www-authenticate'), 'Bearer');
    assert.equal((await s.req('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status, 401);
    const staff = await s.login(ORGANIZER.user, ORGANIZER.password);
    assert.equal((await s.get('/metrics', staff)).status, 401);
    const ok = await s.req('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    assert.equal(ok.headers.get('cache-control'), 'no-store');
  });

  test('requests are counted and timed per route pattern, never per raw URL', async () => {
    const token = await s.login(ORGANIZER.user, ORGANIZER.password);
    const before = await scrape();
    const list = 'observatory_http_request_duration_seconds_count{method="GET",route="/api/v1/observer",status="200"}';
    const one = 'observatory_http_request_duration_seconds_count{method="GET",route="/api/v1/form/:id",status="404"}';
    const unmatched = 'observatory_http_request_duration_seconds_count{method="GET",route="(unmatched)",status="404"}';
    for (let i = 0; i < 3; i++) assert.equal((await s.get('/api/v1/observer?page=1&pageSize=5', token)).status, 200);
    assert.equal((await s.get('/api/v1/form/987654', token)).status, 404);
    assert.equal((await s.get('/api/v1/form/987655', token)).status, 404);
    assert.equal((await s.get('/no/such/path/4711', token)).status, 404);
    const after = await scrape();
    assert.equal((value(after, list) ?? 0) - (value(before, list) ?? 0), 3);
    assert.equal((value(after, one) ?? 0) - (value(before, one) ?? 0), 2);
    assert.equal((value(after, unmatched) ?? 0) - (value(before, unmatched) ?? 0), 1);
    assert.ok(!after.includes('987654') && !after.includes('4711'), 'no raw URL in a label');
    assert.match(
      after,
      /observatory_http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/api\/v1\/observer",status="200"\} \d+/,
    );
  });

  test('database connection use, and on SQLite its group commits', async () => {
    const token = await s.login(ORGANIZER.user, ORGANIZER.password);
    const first = await scrape();
    assert.equal(value(first, 'observatory_db_connections_max'), DIALECT === 'postgres' ? 10 : 1);
    assert.ok(value(first, 'observatory_db_connections{state="busy"}') !== undefined);
    assert.ok(value(first, 'observatory_db_connections{state="idle"}') !== undefined);
    assert.equal(value(first, 'observatory_db_waiting'), 0);
    assert.ok(value(first, 'nodejs_eventloop_lag_seconds') !== undefined, "Node's process metrics");
    const added = await s.post('/api/v1/observer', { phone: '0799000001', pin: '1234', name: 'Metric Observer' }, token);
    assert.equal(added.status, 200, added.text);
    const second = await scrape();
    if (DIALECT === 'sqlite') {
      const writes = 'observatory_db_write_transactions_total';
      assert.ok((value(second, writes) ?? 0) > (value(first, writes) ?? 0), 'the write was counted');
      assert.ok((value(second, 'observatory_db_write_batches_total') ?? 0) >= 1);
    } else {
      assert.ok(!second.includes('observatory_db_write_transactions_total'), 'PostgreSQL has no group commit');
    }
  });

  test("the notification outbox's depth: deliveries stored and not settled yet, read at each scrape", async () => {
    const w = await makeWorld(s);
    await waitFor(async () => value(await scrape(), 'observatory_notification_outbox_depth') === 0);
    // From here nothing is sent: what is stored stays in the outbox.
    await s.ctx.delivery.stop();
    const sent = await s.post<{ sent: number }>(
      '/api/v1/notification/send',
      { title: 'Depth', message: 'Queued', recipients: [w.obsB.id, w.obsB2.id] },
      w.admin,
    );
    assert.equal(sent.status, 202, sent.text);
    assert.equal(value(await scrape(), 'observatory_notification_outbox_depth'), 2);
  });
});
