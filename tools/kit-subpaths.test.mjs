import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RUNTIME_SUBPATH_NAMES, packageExports } from '../shared/build/kit-subpaths.mjs';
import { hostProvisionSource, packageJsonSource } from '../shared/tools/kit-subpaths.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('package.json exports every runtime subpath of the one list, and the build-time entries', () => {
  const pkg = JSON.parse(packageJsonSource(JSON.stringify({ name: '@observatory/shared', exports: {} })));
  for (const name of RUNTIME_SUBPATH_NAMES) assert.equal(pkg.exports[`./${name}`], packageExports()[`./${name}`]);
  assert.equal(pkg.exports['./testing'], './src/testing/index.tsx');
});

test('the host requests exactly the subpaths it is given', () => {
  const imports = hostProvisionSource(['ui', 'form']).match(/import\('@observatory\/shared\/[a-z]+'\)/g);
  assert.deepEqual(imports, ["import('@observatory/shared/ui')", "import('@observatory/shared/form')"]);
});

test('what the host provides on demand is provided, but not loaded before an area runs', () => {
  const source = hostProvisionSource(['ui', 'form'], ['react', 'react-hook-form'], ['@observatory/shared/form', 'react-hook-form']);
  const [atStart, onDemand] = source.split('export const ON_DEMAND_SHARED');
  assert.match(atStart, /import\('@observatory\/shared\/ui'\)/);
  assert.match(atStart, /import\('react'\)/);
  assert.doesNotMatch(atStart, /form/);
  assert.match(onDemand, /import\('@observatory\/shared\/form'\), import\('react-hook-form'\)/);
});

test('the committed files are what the list generates', () => {
  const host = readFileSync(path.join(ROOT, 'host', 'src', 'federation', 'kitProvision.generated.ts'), 'utf8');
  assert.equal(host, hostProvisionSource());
  const pkgFile = readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8');
  assert.equal(packageJsonSource(pkgFile), pkgFile);
});
