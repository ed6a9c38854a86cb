import crypto from 'node:crypto';
import type { Db } from '../db/types.js';
import { ConfigError } from '../config.js';

/** An instance not heard from for this long is taken to be gone (killed, or its host lost). */
const LIVE_MS = 30_000;
const HEARTBEAT_MS = 10_000;

/**
 * The API instances sharing one PostgreSQL database, each with a fingerprint of its signing key.
 * Tokens and attachment links are signed with JWT_SECRET; an instance with another key would
 * refuse every token the others issue, and users behind the balancer would be signed out at
 * random. So an instance that finds a live instance with a different key refuses to start.
 * (To change the key, stop every instance, then start them with the new one: a stopped
 * instance removes its row, a killed one stops counting after LIVE_MS.)
 */
export class InstanceRegistry {
  readonly id = crypto.randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly keyCheck: string,
  ) {}

  async join(now = Date.now()): Promise<void> {
    await this.db.tx(async (q) => {
      // One instance joins at a time, so two starting together with different keys cannot both pass.
      await q.get("SELECT pg_advisory_xact_lock(hashtext('observatory:instances')) AS locked");
      await q.run('DELETE FROM api_instances WHERE seen_at < ?', [now - 3_600_000]);
      const other = await q.get<{ n: number }>('SELECT COUNT(*) AS n FROM api_instances WHERE seen_at > ? AND key_check <> ?', [
        now - LIVE_MS,
        this.keyCheck,
      ]);
      if ((other?.n ?? 0) > 0) {
        throw new ConfigError(
          'Another running API instance on this database signs with a different JWT_SECRET. Give every instance the same JWT_SECRET (to change it, stop them all first).',
        );
      }
      await q.run('INSERT INTO api_instances (instance_id, key_check, started_at, seen_at) VALUES (?, ?, ?, ?)', [
        this.id,
        this.keyCheck,
        now,
        now,
      ]);
    });
    this.timer = setInterval(() => {
      this.db.run('UPDATE api_instances SET seen_at = ? WHERE instance_id = ?', [Date.now(), this.id]).catch(() => undefined);
    }, HEARTBEAT_MS);
    this.timer.unref();
  }

  async leave(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.db.run('DELETE FROM api_instances WHERE instance_id = ?', [this.id]).catch(() => undefined);
  }
}
