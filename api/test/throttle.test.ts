import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { NGOADMIN, ORGANIZER, startServer, type TestServer } from './helpers.js';
import { addressKey } from '../src/auth/throttle.js';
import { loadConfig } from '../src/config.js';

const authorize = (s: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  s.req('POST', '/api/v2/access/authorize', { json: body, headers });

describe('per-address throttling counts failures only', () => {
  let s: TestServer;
  let clock = Date.now();
  before(async () => {
    s = await startServer({ config: { loginAddressFailureLimit: 10 }, throttle: { now: () => clock } });
  });
  after(() => s.close());

  test('the default limit: 600 failed sign-ins per address per 15 minutes, configurable', () => {
    const d = loadConfig({});
    assert.equal(d.loginAddressFailureLimit, 600);
    assert.equal(d.loginAddressWindowMinutes, 15);
    const c = loadConfig({ LOGIN_ADDRESS_FAILURE_LIMIT: '50', LOGIN_ADDRESS_WINDOW_MINUTES: '60' });
    assert.equal(c.loginAddressFailureLimit, 50);
    assert.equal(c.loginAddressWindowMinutes, 60);
  });

  test('many successful sign-ins from one address are never refused; failures past the limit are', async () => {
    // Far past the old "30 attempts a minute": a carrier address full of observers signing in.
    for (let i = 0; i < 60; i++) assert.equal((await authorize(s, i % 2 ? ORGANIZER : NGOADMIN)).status, 200, `sign-in ${i}`);
    // Failures spread over many names (a spray): each account stays under its own limit.
    for (let i = 0; i < 10; i++) assert.equal((await authorize(s, { user: `sprayed${i}`, password: 'guess' })).status, 400);
    const refused = await authorize(s, ORGANIZER);
    assert.equal(refused.status, 429, 'the address is over its limit: even a right password waits');
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}`);
    clock += 15 * 60_000 + 1000;
    assert.equal((await authorize(s, ORGANIZER)).status, 200, 'the window passed');
  });
});

describe('per-account throttling holds against a burst of parallel guesses', () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(() => s.close());

  test('20 guesses at once at one account: at most 5 are checked, the rest get 429', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => authorize(s, { user: 'ngoadmin', password: `guess-${i}` }).then((r) => r.status)),
    );
    assert.equal(results.filter((c) => c === 400).length, 5, results.join(','));
    assert.equal(results.filter((c) => c === 429).length, 15);
    assert.equal((await authorize(s, NGOADMIN)).status, 429, 'locked, right password or not');
    assert.equal((await authorize(s, ORGANIZER)).status, 200, 'another account is unaffected');
  });

  test('observer tokens carry the reference claims too', async () => {
    const org = await s.login(ORGANIZER.user, ORGANIZER.password);
    assert.equal((await s.post('/api/v1/observer', { phone: '0711222333', pin: '1234', name: 'Claims Test' }, org)).status, 200);
    const token = await s.login('0711222333', '1234', 'device');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    assert.equal(claims.UserType, 'Observer');
    assert.equal(claims.userType, 'Observer');
    assert.equal(claims.IdNgo, String(claims.ngoId));
    assert.equal(claims.Organizer, false);
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  test('off by default: X-Forwarded-For is ignored, every attempt counts for the socket address', async () => {
    const s = await startServer({ config: { loginAddressFailureLimit: 3 } });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await authorize(s, { user: `x${i}`, password: 'bad' }, { 'x-forwarded-for': `198.51.100.${i + 1}` });
        assert.equal(r.status, 400);
      }
      const r = await authorize(s, ORGANIZER, { 'x-forwarded-for': '198.51.100.99' });
      assert.equal(r.status, 429, 'a forged header does not buy a fresh address');
    } finally {
      await s.close();
    }
  });

  test('with a trusted proxy: the client address comes from X-Forwarded-For', async () => {
    const s = await startServer({ config: { loginAddressFailureLimit: 3, trustProxy: ['127.0.0.1'] } });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 3; i++) assert.equal((await authorize(s, { user: `y${i}`, password: 'bad' }, from('198.51.100.7'))).status, 400);
      assert.equal((await authorize(s, ORGANIZER, from('198.51.100.7'))).status, 429);
      assert.equal((await authorize(s, ORGANIZER, from('198.51.100.8'))).status, 200, 'another client behind the same proxy');
      const line = s
        .logs()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { event?: string; ip?: string; outcome?: string })
        .find((l) => l.event === 'login' && l.outcome === 'ok');
      assert.equal(line?.ip, '198.51.100.8', 'the log names the client, not the proxy');
    } finally {
      await s.close();
    }
  });

  test('TRUST_PROXY values: hop count, addresses and ranges; "true" and nonsense are refused', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'off' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1', '::1']);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'proxy.example' }), /TRUST_PROXY/);
  });

  test('IPv6 clients are counted by their /64; IPv4-mapped addresses as IPv4', () => {
    assert.equal(addressKey('2001:db8:aa:bb:1:2:3:4'), '2001:db8:aa:bb::/64');
    assert.equal(addressKey('2001:db8:aa:bb::9'), '2001:db8:aa:bb::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::ffff:192.0.2.1'), '192.0.2.1');
    assert.equal(addressKey('192.0.2.1'), '192.0.2.1');
  });
});

describe('signing key', () => {
  test('JWT_SECRET is read from the environment, and a short one is refused', () => {
    const secret = 'x'.repeat(40);
    assert.equal(loadConfig({ JWT_SECRET: secret }).jwtSecret?.toString(), secret);
    assert.equal(loadConfig({}).jwtSecret, undefined);
    assert.throws(() => loadConfig({ JWT_SECRET: 'short' }), /at least 32/);
  });
});
