/** Runs named steps one after another, timing each, and prints a plain summary at the end. */
import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

export function createStepRunner() {
  const results = [];
  return {
    run(name, command, args, options = {}) {
      if (options.skipWhen?.()) {
        results.push({ name, status: 'skipped', seconds: 0, note: options.skipNote });
        return true;
      }
      console.log(`\n=== ${name} ===`);
      const started = Date.now();
      const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...options.env } });
      const ok = result.status === 0;
      results.push({ name, status: ok ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 });
      return ok;
    },
    skip(name, note) {
      results.push({ name, status: 'skipped', seconds: 0, note });
    },
    summarise() {
      console.log('\n=== Summary ===');
      for (const result of results) {
        const note = result.note ? ` (${result.note})` : '';
        console.log(`${result.status.padEnd(7)} ${result.name.padEnd(34)} ${result.seconds.toFixed(1).padStart(6)} s${note}`);
      }
      const passed = results.filter((result) => result.status === 'passed').length;
      const failed = results.filter((result) => result.status === 'failed').length;
      const skipped = results.filter((result) => result.status === 'skipped').length;
      console.log(`\nsteps: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
      return failed === 0;
    },
  };
}
