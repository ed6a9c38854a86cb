#!/usr/bin/env node
/**
 * `npm test`: lint, type check, translations check, unit tests of every package, the API's settings
 * list (api/README.md, generated from its config schema), the API tests
 * (SQLite, and PostgreSQL when its binaries are installed), the production build, the shared
 * singleton check and the e2e suite in Chromium. Ends with a plain summary line.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, nativeBuildEnv } from './lib/pnpm.mjs';
import { ROOT } from './lib/paths.mjs';
import { createStepRunner } from './lib/test-steps.mjs';

const pnpm = ensurePnpm();
const steps = createStepRunner();

if (!(await steps.run('install (frozen lockfile)', pnpm, ['install', '--frozen-lockfile'], { env: nativeBuildEnv() }))) {
  steps.summarise();
  process.exit(1);
}
await steps.run('lint (eslint)', pnpm, ['exec', 'eslint', '.', '--max-warnings', '0']);
await steps.run('format (prettier --check)', pnpm, ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
await steps.run('dead code and dependencies (knip)', pnpm, ['exec', 'knip']);
await steps.run('type check (tsc)', 'node', ['scripts/typecheck.mjs', 'tsconfig.frontend.json', 'e2e']);
await steps.run('translations (en/ro)', 'node', ['shared/tools/i18n-check.mjs']);
await steps.run('kit subpaths generated from one list', 'node', ['shared/tools/kit-subpaths.mjs', '--check']);
await steps.run('host↔area contract unchanged (API report)', 'node', ['tools/contract-report.mjs']);
await steps.run('kit subpaths unchanged (API reports)', 'node', ['tools/kit-api-report.mjs']);
await steps.run('unit tests (jest, every package)', pnpm, ['exec', 'jest', '--ci']);
// The files by name: Node 22 and 24 read `--test` arguments as globs, so a folder is no longer searched.
const toolTests = readdirSync(path.join(ROOT, 'tools'))
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('tools', f));
await steps.run('tool tests (node --test tools)', 'node', ['--test', ...toolTests]);

const apiBuilt = await steps.run('api build', pnpm, ['--filter', '@observatory/api', 'build']);
if (apiBuilt) {
  await steps.run('API document (api/openapi.json regenerated, unchanged)', 'node', ['api/scripts/openapi.mjs', '--check']);
  await steps.run("areas' API types (generated from api/openapi.json, unchanged)", 'node', ['shared/tools/api-types.mjs', '--check']);
  await steps.run('api settings list current (api/README.md)', 'node', ['api/scripts/settings-doc.mjs', '--check']);
  await steps.run('api tests (SQLite)', pnpm, ['--filter', '@observatory/api', 'test'], { env: { TEST_DATABASE_URL: '' } });
  const cluster = spawnSync('node', ['api/scripts/pg-test-cluster.mjs', 'start'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (cluster.status === 0) {
    const url = cluster.stdout.trim().split('\n').pop();
    await steps.run('api tests (PostgreSQL)', pnpm, ['--filter', '@observatory/api', 'test'], {
      env: { TEST_DATABASE_URL: url, TEST_ONLY_POSTGRES: '1' },
    });
    spawnSync('node', ['api/scripts/pg-test-cluster.mjs', 'stop'], { cwd: ROOT, stdio: 'inherit' });
  } else if (cluster.status === 3) {
    steps.skip('api tests (PostgreSQL)', 'no PostgreSQL binaries on this machine');
  } else {
    // The binaries are there but the cluster did not start (a port taken, say): that is a failure,
    // never a quiet skip of half the API tests.
    steps.fail('api tests (PostgreSQL)', 'the test cluster did not start (see its error above)');
  }
} else {
  steps.skip('api tests', 'the API did not build');
}

const built = await steps.run('production build (host + areas)', pnpm, ['-r', '--filter', './host', '--filter', './remote-*', 'build']);
if (built) {
  await steps.run('shared singletons satisfied', 'node', ['tools/check-shared-singletons.mjs']);
  // About 10 minutes on CI (180 tests, one worker); 30 leaves room for a loaded machine.
  if (apiBuilt) await steps.run('e2e (Playwright, Chromium)', pnpm, ['--filter', '@observatory/e2e', 'test'], { limitMinutes: 30 });
  else steps.skip('e2e (Playwright, Chromium)', 'the API did not build');
} else {
  steps.skip('e2e (Playwright, Chromium)', 'the build failed');
}

process.exit(steps.summarise() ? 0 : 1);
