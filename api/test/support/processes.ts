import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server's entry point, as the test build compiled it. */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Every server process a test started that has not exited yet. A test's after hook ends them all
 * (stopApiProcesses), including one whose start was still under way when a Promise.all around it
 * failed: left running, its stderr pipe keeps the test file's process alive, and the run hangs.
 */
const live = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** Kills (SIGKILL) every server process still running and waits until each has exited. */
export async function stopApiProcesses(): Promise<void> {
  await Promise.all(
    [...live].map((child) => {
      const exited = waitExit(child);
      child.kill('SIGKILL');
      return exited;
    }),
  );
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** What the process wrote to stderr (start-up refusals are reported there). */
  stderr: () => string;
}

/**
 * Starts `node main.js` with the given environment (on a free port unless PORT is given);
 * resolves once /health answers, rejects if it exits first.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = track(
    spawn(process.execPath, [MAIN], {
      env: { ...process.env, SEED: 'none', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const proc = { child, url, stderr: () => err };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode}): ${err}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return proc;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

/** Runs `node main.js` expecting it to refuse to start: resolves with its exit code and stderr. */
export async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = track(
    spawn(process.execPath, [MAIN], {
      env: { ...process.env, SEED: 'none', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(await freePort()), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  // Only a guard against a process that hangs instead of refusing: a loaded machine may need long to start it.
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const code = await waitExit(child);
  clearTimeout(timer);
  return { code, stderr: err };
}

/** Resolves with the exit code, also when the process has already exited. */
export function waitExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((r) => child.once('exit', (code) => r(code)));
}
