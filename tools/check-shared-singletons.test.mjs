import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkManifest } from './check-shared-singletons.mjs';

const provided = new Map([
  ['react', '19.3.1'],
  ['jotai', '3.0.1'],
]);
const manifest = (shared, buildVersion = '1.0.0') => ({ name: 'observatory_forms', metaData: { buildInfo: { buildVersion } }, shared });

test('passes when the host satisfies every singleton range', () => {
  const problems = checkManifest(manifest([{ name: 'react', singleton: true, requiredVersion: '^19.3.0' }]), provided);
  assert.deepEqual(problems, []);
});

test('fails when an area needs a version the host does not provide', () => {
  const problems = checkManifest(manifest([{ name: 'react', singleton: true, requiredVersion: '^18.2.0' }]), provided);
  assert.deepEqual(problems, ['observatory_forms: needs react ^18.2.0, the host provides 19.3.1']);
});

test('fails when an area shares a singleton the host does not provide at all', () => {
  const problems = checkManifest(manifest([{ name: 'zustand', singleton: true, requiredVersion: '^5.0.0' }]), provided);
  assert.match(problems[0], /which the host does not provide/);
});

test('fails on a missing or UNKNOWN build version', () => {
  assert.match(checkManifest(manifest([], 'UNKNOWN'), provided)[0], /build version is UNKNOWN/);
  assert.match(checkManifest({ name: 'x', shared: [] }, provided)[0], /build version is missing/);
});
