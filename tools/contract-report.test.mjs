import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { contractDeclarations, renderReport } from './contract-report.mjs';

const CONTRACT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'shared', 'src', 'contract');

function copyOfContract() {
  // Inside the repository, so the copy resolves react and i18next like the real contract.
  const dir = mkdtempSync(path.join(CONTRACT, '..', '.contract-copy-'));
  cpSync(CONTRACT, dir, { recursive: true });
  return dir;
}

test('the committed report matches the contract as it is', () => {
  const committed = readFileSync(path.join(CONTRACT, '..', '..', 'contract.api.md'), 'utf8');
  assert.equal(renderReport(contractDeclarations()), committed);
});

test('a new member, even optional, changes the surface; a comment does not', () => {
  const dir = copyOfContract();
  try {
    const v1 = path.join(dir, 'v1.ts');
    const original = readFileSync(v1, 'utf8');
    const before = renderReport(contractDeclarations(dir));
    writeFileSync(v1, original.replace('export interface HostUser {', '/** reworded */\nexport interface HostUser {'));
    assert.equal(renderReport(contractDeclarations(dir)), before);
    writeFileSync(v1, original.replace('readonly organizer: boolean;', 'readonly organizer: boolean;\n  readonly email?: string;'));
    const after = renderReport(contractDeclarations(dir));
    assert.notEqual(after, before);
    assert.match(after, /readonly email\?: string;/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
