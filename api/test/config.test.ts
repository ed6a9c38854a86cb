import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig, settingDocs, SETTINGS } from '../src/config.js';

describe('settings (src/config.ts)', () => {
  test('unset or blank variables read as their documented defaults', () => {
    for (const env of [{}, { PORT: '', SEED: ' ', LOG_LEVEL: '', JWT_TTL_SECONDS: '  ', SQLITE_SYNCHRONOUS: '' }]) {
      const c = loadConfig(env);
      assert.equal(c.port, 4000);
      assert.equal(c.host, '127.0.0.1');
      assert.equal(c.seed, 'demo');
      assert.equal(c.logLevel, 'info');
      assert.equal(c.jwtTtlSeconds, 43200);
      assert.equal(c.sqliteSynchronous, 'FULL');
      assert.equal(c.publicUrl, 'http://127.0.0.1:4000');
      assert.equal(c.attachmentStorage, 'disk');
      assert.equal(c.corsOrigins.length, 12);
    }
  });

  test('values are trimmed and read case-insensitively where they are words', () => {
    const c = loadConfig({
      PORT: ' 0 ',
      SEED: 'NONE',
      SQLITE_SYNCHRONOUS: 'normal',
      LOG_LEVEL: 'Warn',
      PUBLIC_URL: 'https://api.example.org/',
    });
    assert.equal(c.port, 0);
    assert.equal(c.seed, 'none');
    assert.equal(c.sqliteSynchronous, 'NORMAL');
    assert.equal(c.logLevel, 'warn');
    assert.equal(c.publicUrl, 'https://api.example.org');
    assert.deepEqual(loadConfig({ CORS_ORIGINS: '' }).corsOrigins, [], 'empty CORS_ORIGINS: no origin at all');
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x/y' }).attachmentStorage, 'database');
    const push = loadConfig({ FCM_ENDPOINT: 'http://127.0.0.1:9/', PUSH_CONCURRENCY: ' 8 ' });
    assert.deepEqual(
      [push.fcmEndpoint, push.pushConcurrency, push.pushMaxAttempts, push.electionTimeZone],
      ['http://127.0.0.1:9', 8, 5, 'Europe/Bucharest'],
    );
  });

  test('a value the API cannot use stops it with a message naming the variable (it used to fall back silently)', () => {
    const refused: Record<string, string> = {
      PORT: 'abc',
      JWT_TTL_SECONDS: '0',
      LOGIN_ADDRESS_FAILURE_LIMIT: '-5',
      LOGIN_ADDRESS_WINDOW_MINUTES: '1.5',
      SEED: 'full',
      LOG_LEVEL: 'loud',
      SQLITE_SYNCHRONOUS: 'off',
      PUBLIC_URL: 'ftp://files.example.org',
      FCM_ENDPOINT: 'fcm.googleapis.com',
      FCM_TOKEN_URL: 'file:///token',
      PUSH_CONCURRENCY: '0',
      PUSH_MAX_ATTEMPTS: 'five',
      PUSH_TIMEOUT_SECONDS: '2.5',
      ELECTION_TIME_ZONE: 'Europe/Cluj',
    };
    for (const [name, value] of Object.entries(refused)) {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (err: unknown) => err instanceof ConfigError && err.message.startsWith(name),
        `${name}=${value}`,
      );
    }
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT must be at most 65535/);
  });

  test('every setting is documented: a meaning and a default for the README list', () => {
    const docs = settingDocs();
    assert.deepEqual(
      docs.map((d) => d.name),
      Object.keys(SETTINGS.shape),
    );
    for (const d of docs) {
      assert.ok(d.description.length > 5, `${d.name} has a description`);
      assert.ok(d.shownDefault.length > 0, `${d.name} has a default`);
    }
    const port = docs.find((d) => d.name === 'PORT');
    assert.equal(port?.shownDefault, '`4000`', 'a plain default is the value an unset variable reads as');
  });
});
