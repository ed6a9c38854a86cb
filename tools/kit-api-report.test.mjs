import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { kitDeclarations, kitEntries, renderKitReport } from './kit-api-report.mjs';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'shared');

/** A tiny kit inside the repository (so it resolves libraries like the real one): one subpath. */
function tinyKit(files) {
  const dir = mkdtempSync(path.join(SHARED, '.kit-copy-'));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src'] }));
  mkdirSync(path.join(dir, 'src', 'thing'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'src', 'thing', name), text);
  return { dir, report: () => renderKitReport('thing', kitDeclarations(dir, { thing: path.join(dir, 'src', 'thing', 'index.ts') }).thing) };
}

test('every kit subpath but the contract has a committed report, and each matches the code', () => {
  const declarations = kitDeclarations();
  assert.deepEqual(Object.keys(declarations).sort(), Object.keys(kitEntries()).sort());
  assert.ok(!('contract' in declarations));
  for (const [name, lines] of Object.entries(declarations)) {
    assert.equal(renderKitReport(name, lines), readFileSync(path.join(SHARED, 'api', `${name}.api.md`), 'utf8'), name);
  }
});

test('a new export or a changed signature changes the report; a comment or an unexported helper does not', () => {
  const index = "export { add } from './add';\nexport type { Pair } from './add';\n";
  const add =
    '/** Adds. */\nexport function add(a: number, b: number): number { return a + b; }\nexport interface Pair { a: number }\nexport const helper = 1;\n';
  const kit = tinyKit({ 'index.ts': index, 'add.ts': add });
  try {
    const before = kit.report();
    assert.match(before, /export declare function add\(a: number, b: number\): number;/);
    assert.doesNotMatch(before, /helper/);
    writeFileSync(path.join(kit.dir, 'src', 'thing', 'add.ts'), add.replace('/** Adds. */', '/** Adds two numbers. */'));
    assert.equal(kit.report(), before);
    writeFileSync(path.join(kit.dir, 'src', 'thing', 'add.ts'), add.replace('b: number)', 'b?: number)'));
    assert.notEqual(kit.report(), before);
    writeFileSync(path.join(kit.dir, 'src', 'thing', 'add.ts'), add);
    writeFileSync(path.join(kit.dir, 'src', 'thing', 'index.ts'), `${index}export { helper } from './add';\n`);
    assert.match(kit.report(), /export declare const helper = 1;/);
  } finally {
    rmSync(kit.dir, { recursive: true, force: true });
  }
});
