import { test, before, after, describe } from 'node:test';
import crypto from 'node:crypto';
import assert from 'node:assert/strict';
import { NGOADMIN, ORGANIZER, startServer, type TestServer } from './helpers.js';
import { PasswordHasher, PRODUCTION_HASH_PARAMS } from '../src/auth/passwords.js';
import { TokenService } from '../src/auth/jwt.js';
import { signingSecret } from '../src/server.js';

const decode = (t: string) => JSON.parse(Buffer.from(t.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('login, tokens and hashing', () => {
  let s: TestServer;
  let clock = Date.now();
  before(async () => {
    s = await startServer({ throttle: { now: () => clock } });
  });
  after(() => s.close());

  test('staff login returns a token with the contract claims, and the reference names beside them', async () => {
    const r = await s.post<{ access_token: string; expires_in: number }>('/api/v2/access/authorize', {
      user: 'organizer',
      password: 'Organizer#2026',
    });
    assert.equal(r.status, 200);
    assert.equal(r.json.expires_in, 43200);
    const claims = decode(r.json.access_token);
    assert.deepEqual(Object.keys(claims).sort(), [
      'IdNgo',
      'Organizer',
      'UserType',
      'exp',
      'iat',
      'ngoId',
      'ngoName',
      'organizer',
      'sub',
      'userType',
    ]);
    // The original client reads these (the reference backend's names; IdNgo is a string there).
    assert.equal(claims.IdNgo, String(claims.ngoId));
    assert.equal(claims.UserType, 'NgoAdmin');
    assert.equal(claims.Organizer, true);
    assert.equal(claims.sub, 'organizer');
    assert.equal(claims.organizer, true);
    assert.equal(claims.userType, 'NgoAdmin');
    assert.equal(claims.ngoName, 'Coaliția pentru Alegeri Corecte');
    assert.equal((claims.exp as number) - (claims.iat as number), 43200);
    const b = decode(await s.login(NGOADMIN.user, NGOADMIN.password));
    assert.equal(b.organizer, false);
    assert.equal(b.Organizer, false, 'a non-organizer: the original client then locks the import NGO to IdNgo');
    assert.equal(b.IdNgo, String(b.ngoId));
    assert.equal(b.ngoName, 'Asociația Observatorul Civic');
  });

  test('wrong password and unknown user get the same 400 answer', async () => {
    const a = await s.post('/api/v2/access/authorize', { user: 'organizer', password: 'nope' });
    const b = await s.post('/api/v2/access/authorize', { user: 'nobody', password: 'nope' });
    assert.equal(a.status, 400);
    assert.equal(b.status, 400);
    assert.equal(a.text, b.text);
    assert.equal((a.json as { detail: string }).detail, 'Invalid credentials');
    assert.match(a.headers.get('content-type') ?? '', /application\/problem\+json/);
  });

  test('login validation: missing fields keyed by name, wrong types, 415 for text/plain', async () => {
    const r = await s.post<{ errors: Record<string, string[]> }>('/api/v2/access/authorize', {});
    assert.equal(r.status, 400);
    assert.ok(r.json.errors.user);
    assert.ok(r.json.errors.password);
    const t = await s.post<{ errors: Record<string, string[]> }>('/api/v2/access/authorize', { user: 12, password: ['x'] });
    assert.equal(t.status, 400);
    assert.ok(t.json.errors.password);
    const ci = await s.post('/api/v2/access/authorize', { User: 'organizer', PASSWORD: 'Organizer#2026' });
    assert.equal(ci.status, 200, 'names are case-insensitive');
    const plain = await s.req('POST', '/api/v2/access/authorize', {
      body: '{"user":"a","password":"b"}',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(plain.status, 415);
    const bad = await s.req('POST', '/api/v2/access/authorize', { body: '{"user":', headers: { 'content-type': 'application/json' } });
    assert.equal(bad.status, 400);
    assert.doesNotMatch(bad.text, /at .*\.js/);
  });

  test('5 failures lock the account (429 + Retry-After), others unaffected, success resets', async () => {
    for (let i = 0; i < 5; i++)
      assert.equal((await s.post('/api/v2/access/authorize', { user: 'ngoadmin', password: `bad${i}` })).status, 400);
    const locked = await s.post('/api/v2/access/authorize', { user: 'ngoadmin', password: NGOADMIN.password });
    assert.equal(locked.status, 429);
    assert.ok(Number(locked.headers.get('retry-after')) > 0);
    assert.equal((await s.post('/api/v2/access/authorize', ORGANIZER)).status, 200, 'another account still signs in');
    clock += 15 * 60_000 + 1000;
    assert.equal((await s.post('/api/v2/access/authorize', NGOADMIN)).status, 200, 'the lock clears when the window passes');
    for (let i = 0; i < 4; i++) await s.post('/api/v2/access/authorize', { user: 'ngoadmin', password: 'bad' });
    assert.equal((await s.post('/api/v2/access/authorize', NGOADMIN)).status, 200);
    assert.equal(
      (await s.post('/api/v2/access/authorize', { user: 'ngoadmin', password: 'bad' })).status,
      400,
      'success reset the counter',
    );
  });

  test('logs carry request ids and never passwords or tokens', async () => {
    const token = await s.login(ORGANIZER.user, ORGANIZER.password);
    await s.get('/api/v1/county', token);
    const logs = s.logs();
    assert.doesNotMatch(logs, /Organizer#2026|NgoAdmin#2026/);
    assert.ok(!logs.includes(token));
    assert.ok(!logs.includes(token.split('.')[2] ?? 'x'));
    const line = logs
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.route === '/api/v1/county');
    assert.ok(line);
    assert.equal(typeof line.reqId, 'string');
    assert.match(String(line.time), /Z$/);
  });

  test('tokens: expired, tampered, alg=none, cookie-only are 401 with empty body', async () => {
    const secret = signingSecret(s.ctx.config);
    const old = await new TokenService(secret, 60, () => Date.now() - 3600_000).issue({
      sub: 'organizer',
      ngoId: 1,
      ngoName: 'x',
      organizer: true,
      userType: 'NgoAdmin',
    });
    const r1 = await s.get('/api/v1/observer', old.token);
    assert.equal(r1.status, 401);
    assert.equal(r1.text, '');
    const good = await s.login(ORGANIZER.user, ORGANIZER.password);
    const [h, p] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decode(good), ngoId: 2 })).toString('base64url');
    assert.equal((await s.get('/api/v1/observer', `${h}.${forged}.${good.split('.')[2]}`)).status, 401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    assert.equal((await s.get('/api/v1/observer', none)).status, 401);
    const cookie = await s.req('GET', '/api/v1/observer', { headers: { cookie: `token=${good}` } });
    assert.equal(cookie.status, 401);
    assert.equal((await s.get(`/api/v1/observer?access_token=${good}`)).status, 401);
    assert.equal((await s.get('/api/v1/observer', good)).status, 200);
  });

  test('stored hashes are argon2id; production parameters meet the bar; weak hashes are upgraded', async () => {
    const row = await s.ctx.db.get<{ password_hash: string }>('SELECT password_hash FROM staff_accounts WHERE account = ?', ['organizer']);
    assert.match(row?.password_hash ?? '', /^\$argon2id\$v=19\$/);
    const prod = await new PasswordHasher(PRODUCTION_HASH_PARAMS).hash('1234');
    const m = /^\$argon2id\$v=19\$([^$]+)\$/.exec(prod);
    assert.ok(m?.[1]);
    const params = Object.fromEntries(m[1].split(',').map((kv) => kv.split('=')));
    assert.ok(Number(params.m) >= 19456);
    assert.ok(Number(params.t) >= 2);
    assert.equal(Number(params.p), 1);
    assert.ok(
      new PasswordHasher(PRODUCTION_HASH_PARAMS).needsRehash(row?.password_hash ?? ''),
      'the test hash would be upgraded in production',
    );
    // A weaker stored hash is re-hashed at the next successful login.
    const weak = await new PasswordHasher({ memoryCost: 512, timeCost: 1, parallelism: 1 }).hash('Organizer#2026');
    await s.ctx.db.run('UPDATE staff_accounts SET password_hash = ? WHERE account = ?', [weak, 'organizer']);
    await s.login(ORGANIZER.user, ORGANIZER.password);
    const after2 = await s.ctx.db.get<{ password_hash: string }>('SELECT password_hash FROM staff_accounts WHERE account = ?', [
      'organizer',
    ]);
    assert.notEqual(after2?.password_hash, weak);
    assert.match(after2?.password_hash ?? '', /m=1024/);
  });
});

describe('token compatibility', () => {
  // Issued by the hand-written HS256 signer this API used before `jose`, under this key, at
  // 2026-01-01T00:00:00Z, expiring in 2100: a session started before the change must survive it.
  const key = Buffer.from('legacy-fixture-key-0123456789abcdefghijklmnop', 'utf8');
  const issuedBefore =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJvcmdhbml6ZXIiLCJuZ29JZCI6MSwibmdvTmFtZSI6IkNvYWxpyJtpYSBwZW50cnUgQWxlZ2VyaSBDb3JlY3RlIiwib3JnYW5pemVyIjp0cnVlLCJ1c2VyVHlwZSI6Ik5nb0FkbWluIiwiSWROZ28iOiIxIiwiVXNlclR5cGUiOiJOZ29BZG1pbiIsIk9yZ2FuaXplciI6dHJ1ZSwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjQxMDI0NDQ4MDB9.3GZr3LsttOqvDsBCh2jAeSDF10BbLlGt6MfpYk4SPek';

  test('a token issued before the library still verifies, with the same claims', async () => {
    const claims = await new TokenService(key, 60).verify(issuedBefore);
    assert.ok(claims, 'the old token is accepted');
    assert.equal(claims.sub, 'organizer');
    assert.equal(claims.ngoId, 1);
    assert.equal(claims.userType, 'NgoAdmin');
    assert.equal(claims.ngoName, 'Coaliția pentru Alegeri Corecte');
    assert.equal(await new TokenService(Buffer.from(`${key.toString()}x`), 60).verify(issuedBefore), undefined, 'another key refuses it');
  });

  test('a new token has the old header, and expiry is enforced to the second', async () => {
    let now = Date.UTC(2026, 0, 1);
    const tokens = new TokenService(key, 60, () => now);
    const { token, expiresIn } = await tokens.issue({ sub: '0722000001', ngoId: 3, ngoName: 'N', organizer: false, userType: 'Observer' });
    assert.equal(expiresIn, 60);
    assert.deepEqual(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()), { alg: 'HS256', typ: 'JWT' });
    now += 59_999;
    assert.equal((await tokens.verify(token))?.sub, '0722000001');
    now += 1;
    assert.equal(await tokens.verify(token), undefined, 'refused at exp');
  });

  test('tokens another algorithm, no expiry or a wrong shape would pass are refused', async () => {
    const sign = (header: object, payload: object) => {
      const body = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${body}.${crypto
        .createHmac(header === HS512 ? 'sha512' : 'sha256', key)
        .update(body)
        .digest('base64url')}`;
    };
    const HS256 = { alg: 'HS256', typ: 'JWT' };
    const HS512 = { alg: 'HS512', typ: 'JWT' };
    const good = { sub: 'organizer', ngoId: 1, ngoName: 'x', organizer: true, userType: 'NgoAdmin', exp: 4102444800 };
    const tokens = new TokenService(key, 60);
    assert.ok(await tokens.verify(sign(HS256, good)), 'the control token passes');
    assert.equal(await tokens.verify(sign(HS512, good)), undefined, 'HS512');
    const { exp: _exp, ...noExp } = good;
    assert.equal(await tokens.verify(sign(HS256, noExp)), undefined, 'no exp');
    assert.equal(await tokens.verify(sign(HS256, { ...good, ngoId: '1' })), undefined, 'ngoId as text');
    assert.equal(await tokens.verify(sign(HS256, { ...good, userType: 'Admin' })), undefined, 'unknown user type');
  });
});
