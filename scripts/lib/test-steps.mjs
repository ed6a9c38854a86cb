/** Runs named steps one after another, timing each, and prints a plain summary at the end. */
import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/**
 * No step may use up CI's time (90 minutes, the whole run about 12): one that hangs is stopped
 * after this long, or its own `limitMinutes`, and counted failed, and the steps after it still run.
 */
const DEFAULT_LIMIT_MINUTES = 20;

/**
 * Runs a command in a process group of its own and resolves with its exit code, or `overTime`
 * once it has been killed at `limitMs`. The whole group is killed: a step runs through pnpm, and
 * killing pnpm alone would leave jest or Playwright (and the servers they started) running, still
 * holding the output, so the run would hang anyway. The group does not get the terminal's Ctrl-C
 * itself: it is passed on.
 */
function runInOwnGroup(command, args, env, limitMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], cwd: ROOT, env, detached: true });
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const interrupted = () => {
      killGroup();
      process.exit(130);
    };
    process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
    let overTime = false;
    let settled = false;
    const timer = setTimeout(() => {
      overTime = true;
      killGroup();
    }, limitMs);
    const done = (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
      resolve({ code, overTime });
    };
    child.on('error', () => done(1));
    // Whatever the step left running (a server a test did not stop) goes with it.
    child.on('exit', (code) => {
      killGroup();
      done(code ?? 1);
    });
  });
}

export function createStepRunner() {
  const results = [];
  return {
    /** Resolves true when the step passed (or was skipped). */
    async run(name, command, args, options = {}) {
      if (options.skipWhen?.()) {
        results.push({ name, status: 'skipped', seconds: 0, note: options.skipNote });
        return true;
      }
      console.log(`\n=== ${name} ===`);
      const started = Date.now();
      const limitMinutes = options.limitMinutes ?? DEFAULT_LIMIT_MINUTES;
      const { code, overTime } = await runInOwnGroup(command, args, { ...process.env, ...options.env }, limitMinutes * 60_000);
      const ok = code === 0 && !overTime;
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
