// Issue 23's "the repository stands alone": the two READMEs name the contract in the repository
// (api/openapi.json), and nothing outside it: no machine paths, no external design documents,
// no relative link that leaves the repository or points at a file that is not there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READMES = ['README.md', 'api/README.md'];

/** What a README must not send a reader to: someone's own folders (a default under /tmp is fine), and the documents the API outgrew. */
export function outsideReferences(text) {
  const found = [];
  for (const m of text.matchAll(/(?:^|[\s`'"(])(\/(?:work|home|root)\/[^\s`'")]*)/g)) found.push(m[1]);
  for (const m of text.matchAll(/\b(api-contract\.md|back-office-spec\.md|architecture\.md|original-app-lessons\.md)\b/g)) found.push(m[1]);
  return found;
}

/** Relative Markdown links that leave the repository or name a file it does not have. */
export function brokenLinks(text, readmePath) {
  const dir = path.dirname(path.join(ROOT, readmePath));
  const bad = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1].split('#')[0];
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const resolved = path.resolve(dir, target);
    if (!resolved.startsWith(ROOT + path.sep) || !existsSync(resolved)) bad.push(m[1]);
  }
  return bad;
}

for (const readme of READMES) {
  test(`${readme} points to api/openapi.json and to nothing outside the repository`, () => {
    const text = readFileSync(path.join(ROOT, readme), 'utf8');
    assert.match(text, /api\/openapi\.json/);
    assert.deepEqual(outsideReferences(text), []);
    assert.deepEqual(brokenLinks(text, readme), []);
  });
}

test('the checks see what they look for', () => {
  assert.deepEqual(outsideReferences('cd /work/main\nsee `../spec/api-contract.md`'), ['/work/main', 'api-contract.md']);
  assert.deepEqual(brokenLinks('[a](api/README.md) [b](../outside.md) [c](https://x.org) [d](no-such.md)', 'README.md'), [
    '../outside.md',
    'no-such.md',
  ]);
});
