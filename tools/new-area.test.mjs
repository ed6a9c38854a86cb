import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { areaSpec, format, wireArea, writeSkeleton } from '../shared/tools/new-area.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODEL_AREA = 'remote-statistics';

/**
 * A copy of what a new area stands on and what the scaffold edits (the kit's sources and build
 * files, the host, the e2e topology, the start script's list, the lint and type-check settings),
 * with the repository's installed packages linked in, so the throwaway area is generated, wired,
 * type-checked, linted and tested exactly as in the repository, which stays untouched.
 */
function throwawayRepository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'observatory-new-area-'));
  const copy = (relative, filter = () => true) =>
    cpSync(path.join(ROOT, relative), path.join(dir, relative), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(ROOT, source)) && filter(source),
    });
  for (const file of [
    'tsconfig.base.json',
    'tsconfig.frontend.json',
    'eslint.config.mjs',
    'package.json',
    '.prettierrc.json',
    '.prettierignore',
    'knip.jsonc',
    'pnpm-workspace.yaml',
  ]) {
    copy(file);
  }
  copy('tools', (source) => !source.endsWith('.test.mjs'));
  copy('shared');
  copy('host');
  copy('scripts/lib');
  copy('e2e/support');
  copy('e2e/budgets.ts');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(ROOT, 'shared', 'node_modules'), path.join(dir, 'shared', 'node_modules'));
  // The host resolves the kit to this copy (where the new id is), everything else to what is installed.
  linkModules(path.join(ROOT, 'host', 'node_modules'), path.join(dir, 'host', 'node_modules'), path.join(dir, 'shared'));
  return dir;
}

/** node_modules for a copied package: each installed module linked, the kit pointing at the copy. */
function linkModules(from, to, kit) {
  mkdirSync(path.join(to, '@observatory'), { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@observatory' || entry === '.bin') continue;
    symlinkSync(path.join(from, entry), path.join(to, entry));
  }
  symlinkSync(kit, path.join(to, '@observatory', 'shared'));
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

test(
  'a new area is generated, wired into every list of areas, and type-checks, lints and passes its tests',
  { timeout: 600_000 },
  async () => {
    const dir = throwawayRepository();
    try {
      const spec = areaSpec({ id: 'zzcheck', title: 'Check', 'title-ro': 'Verificare' }, dir);
      // The next local port after every area listed (4306 before the map area, then one more per area).
      const listed = readFileSync(path.join(dir, 'scripts', 'lib', 'paths.mjs'), 'utf8');
      const ports = [...listed.matchAll(/\{ id: '[a-z0-9]+', dir: '[^']+', port: (\d+) \}/g)].map((match) => Number(match[1]));
      assert.ok(ports.length >= 5, 'the areas npm start runs are listed');
      assert.equal(spec.port, Math.max(...ports) + 1);
      assert.equal(spec.route, '/zzcheck');
      const written = writeSkeleton(spec, dir);
      const wired = await wireArea(spec, dir);
      await format([...written, ...wired], dir);
      const area = path.join(dir, 'remote-zzcheck');
      linkModules(path.join(ROOT, MODEL_AREA, 'node_modules'), path.join(area, 'node_modules'), path.join(dir, 'shared'));

      const read = (relative) => readFileSync(path.join(dir, relative), 'utf8');
      assert.match(read('shared/src/contract/v1.ts'), /export type AreaId = [^;]*\| 'zzcheck';/);
      assert.match(read('shared/contract.api.md'), /\| 'zzcheck';/);
      assert.match(
        read('e2e/support/topology.ts'),
        new RegExp(`id: 'zzcheck', dir: 'remote-zzcheck', port: E2E_HOST_PORT \\+ ${ports.length + 1}, route: '/zzcheck'`),
      );
      assert.match(read('e2e/budgets.ts'), /zzcheck: \{ kib: 30,/);
      assert.match(read('scripts/lib/paths.mjs'), new RegExp(`\\{ id: 'zzcheck', dir: 'remote-zzcheck', port: ${spec.port} \\}`));
      for (const name of readdirSync(path.join(dir, 'host', 'environments'))) {
        const environment = JSON.parse(read(`host/environments/${name}`));
        assert.equal(environment.areas.zzcheck.version, '0.1.0', name);
        assert.match(
          environment.areas.zzcheck.manifestUrl,
          new RegExp(`(remote-zzcheck/0\\.1\\.0|:${spec.port})/?.*mf-manifest\\.json$`),
          name,
        );
      }
      assert.equal(JSON.parse(read('host/public/assets/i18n/ro.json')).nav.zzcheck, 'Verificare');
      const area_package = JSON.parse(read('remote-zzcheck/package.json'));
      assert.equal(area_package.dependencies['@observatory/shared'], `workspace:^${JSON.parse(read('shared/package.json')).version}`);

      // The host with the area registered, and the area itself, type-check (strict, as npm test does).
      const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
      for (const project of ['host', 'remote-zzcheck']) {
        const checked = run(tsc, ['--noEmit', '-p', project], dir);
        assert.ok(checked.ok, `${project} type check:\n${checked.output}`);
      }

      // The contract's report was rewritten as its check reads it (not reformatted after).
      const { contractDeclarations, renderReport } = await import(path.join(dir, 'tools', 'contract-report.mjs'));
      assert.equal(read('shared/contract.api.md'), renderReport(contractDeclarations(path.join(dir, 'shared', 'src', 'contract'))));

      // The project's lint, area rules included, finds nothing in what was generated.
      const eslint = new ESLint({ cwd: dir });
      const results = await eslint.lintFiles(['remote-zzcheck']);
      const problems = results.flatMap((result) => result.messages.map((message) => `${result.filePath}: ${message.message}`));
      assert.deepEqual(problems, []);

      // Its own tests pass: the contract module in both languages, the page, the unknown path.
      const jest = run(path.join(ROOT, 'node_modules', '.bin', 'jest'), ['--ci', '--config', 'jest.config.cjs'], area);
      assert.ok(jest.ok, jest.output);
      assert.match(jest.output, /Tests: +6 passed, 6 total/);

      // The host's tests hold with one more area (none of them lists the areas by hand).
      const hostJest = run(
        path.join(ROOT, 'node_modules', '.bin', 'jest'),
        ['--ci', '--config', 'jest.config.cjs'],
        path.join(dir, 'host'),
      );
      assert.ok(hostJest.ok, hostJest.output);

      // Nothing generated is dead code: knip, as npm test runs it, finds nothing in the area.
      const knip = run(path.join(ROOT, 'node_modules', '.bin', 'knip'), ['--workspace', 'remote-zzcheck', '--no-progress'], dir);
      assert.ok(knip.ok, `knip:\n${knip.output}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('refuses an id that exists, is not one lowercase word, or a port already taken', () => {
  assert.throws(() => areaSpec({ id: 'statistics', title: 'S', 'title-ro': 'S' }), /already exists/);
  assert.throws(() => areaSpec({ id: 'Map-View', title: 'M', 'title-ro': 'M' }), /one lowercase word/);
  assert.throws(() => areaSpec({ id: 'zzmap', title: 'Map' }), /--title-ro/);
  assert.throws(() => areaSpec({ id: 'zzmap', title: 'Map', 'title-ro': 'Hartă', port: '4301' }), /not free/);
});
