/**
 * The e2e stack's processes: started by the global setup, recorded in .run/servers.json so that a
 * test can stop one server (a remote that is down) and start it again.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_HOST_PORT } from './topology';

/** Per stack (by port), so two e2e runs on one machine never share state. */
export const RUN_DIR = path.resolve(__dirname, '..', '.run', String(E2E_HOST_PORT));
const STATE_FILE = path.join(RUN_DIR, 'servers.json');
/** Where the static servers append the Content-Security-Policy violations browsers report. */
export const CSP_REPORT_FILE = path.join(RUN_DIR, 'csp-reports.jsonl');

export interface ServerSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string>>;
  readonly healthUrl: string;
  readonly logFile: string;
}

interface ServerState extends ServerSpec {
  pid: number | null;
}

function readState(): Record<string, ServerState> {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as Record<string, ServerState>;
  } catch {
    return {};
  }
}

function writeState(state: Record<string, ServerState>) {
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export async function waitForHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

function launch(spec: ServerSpec): number {
  mkdirSync(path.dirname(spec.logFile), { recursive: true });
  const log = openSync(spec.logFile, 'a');
  const child = spawn(spec.command, [...spec.args], {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  if (!child.pid) throw new Error(`could not start ${spec.name}`);
  return child.pid;
}

export async function startServer(spec: ServerSpec): Promise<void> {
  const state = readState();
  const pid = launch(spec);
  state[spec.name] = { ...spec, pid };
  writeState(state);
  await waitForHealthy(spec.healthUrl);
}

/** Starts a server the setup already knows, by name (after a test stopped it). */
export async function restartServer(name: string): Promise<void> {
  const spec = readState()[name];
  if (!spec) throw new Error(`unknown server ${name}`);
  if (spec.pid) return;
  await startServer(spec);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopServer(name: string): Promise<void> {
  const state = readState();
  const server = state[name];
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  const deadline = Date.now() + 5_000;
  while (isRunning(server.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  server.pid = null;
  writeState(state);
}

export async function stopAllServers(): Promise<void> {
  for (const name of Object.keys(readState())) await stopServer(name);
}
