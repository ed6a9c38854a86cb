/** Runs named steps one after another, timing each, and prints a plain summary at the end. */
import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

/**
 * No step may use up CI's time (90 minutes, the whole run about 12): one that hangs is stopped
 * after this long, or its own `limitMinutes`, and counted failed, and the steps after it still run.
 */
const DEFAULT_LIMIT_MINUTES = 20;

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
      const limitMinutes = options.limitMinutes ?? DEFAULT_LIMIT_MINUTES;
      const result = spawnSync(command, args, {
        stdio: 'inherit',
        cwd: ROOT,
        env: { ...process.env, ...options.env },
        timeout: limitMinutes * 60_000,
        killSignal: 'SIGKILL',
      });
      const ok = result.status === 0;
      const overTime = result.error?.code === 'ETIMEDOUT';
      if (overTime) console.error(`\n${name}: stopped after its ${limitMinutes}-minute limit`);
      results.push({
        name,
        status: ok ? 'passed' : 'failed',
        seconds: (Date.now() - started) / 1000,
        ...(overTime ? { note: `stopped after its ${limitMinutes}-minute limit` } : {}),
      });
      return ok;
    },
    skip(name, note) {
      results.push({ name, status: 'skipped', seconds: 0, note });
    },
    /** A step that could not even start (its prerequisite failed): counted failed, with why. */
    fail(name, note) {
      console.error(`\n${name}: ${note}`);
      results.push({ name, status: 'failed', seconds: 0, note });
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
