import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultContentSecurityPolicy, shellContentSecurityPolicy } from '../shared/tools/csp.mjs';

const environment = {
  apiBaseUrl: 'https://api.example.org/',
  areas: {
    observers: { manifestUrl: 'https://cdn.example.org/remote-observers/1.0.0/mf-manifest.json' },
    forms: { manifestUrl: 'https://cdn.example.org/remote-forms/1.2.0/mf-manifest.json' },
    answers: { manifestUrl: 'https://answers.example.org/2.0.0/mf-manifest.json' },
  },
};

const directives = (policy) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

test('the shell may run scripts only from itself and the pinned areas, and call only the API and those areas', () => {
  const csp = directives(shellContentSecurityPolicy(environment));
  assert.deepEqual(csp['script-src'], ["'self'", 'https://cdn.example.org', 'https://answers.example.org']);
  assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.example.org', 'https://cdn.example.org', 'https://answers.example.org']);
  assert.deepEqual(csp['img-src'], ["'self'", 'data:', 'blob:', 'https://api.example.org']);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['report-uri'], ['/csp-report']);
});

test('no inline script or style, no eval, anywhere', () => {
  for (const policy of [shellContentSecurityPolicy(environment), defaultContentSecurityPolicy()]) {
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|\*/);
  }
});

test('a broken URL in the environment file adds nothing to the allowlist', () => {
  const csp = directives(shellContentSecurityPolicy({ apiBaseUrl: 'not a url', areas: { x: { manifestUrl: '' } } }));
  assert.deepEqual(csp['script-src'], ["'self'"]);
  assert.deepEqual(csp['connect-src'], ["'self'"]);
});
