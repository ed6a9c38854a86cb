import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RUN_DIR, stopAllServers } from './servers';

export default async function globalTeardown() {
  await stopAllServers();
  try {
    rmSync(readFileSync(path.join(RUN_DIR, 'data-dir'), 'utf8').trim(), { recursive: true, force: true });
  } catch {
    // nothing to clean
  }
}
