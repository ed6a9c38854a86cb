import crypto from 'node:crypto';
import type { Db } from '../db/types.js';
import { claimDue, nextDue, settle, settleAbandoned, type Claimed, type Settled } from './outbox.js';
import type { PushOutcome, PushSender } from './sender.js';

export interface WorkerOptions {
  /** Pushes in flight at once (PUSH_CONCURRENCY). */
  concurrency: number;
  /** Attempts per delivery before it is `failed` (PUSH_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Each provider request's time limit (PUSH_TIMEOUT_SECONDS); a claim's lease is 3 times it. */
  timeoutMs: number;
  /** How often an idle worker looks for work another instance stored (or a retry fell due). */
  pollMs?: number;
  now?: () => number;
  random?: () => number;
  warn?: (fields: Record<string, unknown>, message: string) => void;
}

/** First retry after about a second, doubling, at most 15 minutes; each delay scaled by 0.5–1 (jitter). */
function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15 * 60_000, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/**
 * Sends what the outbox holds. Every API instance runs one: it claims due deliveries as slots
 * free up (never more than `concurrency` in flight, so a claimed delivery's request is written
 * at once), sends them through the sender, and settles the results in batches.
 */
export class DeliveryWorker {
  readonly instance = crypto.randomUUID();
  private inFlight = 0;
  private results: Settled[] = [];
  private stopped = false;
  private loop: Promise<void> | undefined;
  private signal: (() => void) | undefined;
  private poked = false;
  private flushing: Promise<void> = Promise.resolve();
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly leaseMs: number;
  private readonly batch: number;

  constructor(
    private readonly db: Db,
    private readonly sender: PushSender,
    private readonly options: WorkerOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.leaseMs = options.timeoutMs * 3;
    this.batch = Math.max(1, Math.floor(options.concurrency / 4));
  }

  /** Settles what a stopped instance left half-sent, then starts the loop. */
  async start(): Promise<void> {
    // SQLite: this is the only process, so anything `sending` was left by the last one.
    await settleAbandoned(this.db, this.now(), this.db.dialect === 'sqlite');
    this.loop = this.run();
  }

  /** New work was stored (a send on this instance): look now rather than at the next poll. */
  wake(): void {
    this.poked = true;
    this.signal?.();
  }

  /** Stops claiming, waits for the pushes in flight (each bounded by the timeout), records them. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.signal?.();
    await this.loop;
    while (this.inFlight > 0) await this.pause(50);
    await this.flush();
  }

  /** Waits `ms`, or less when signalled (a slot freed, new work, stop). */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.signal === done) this.signal = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.signal = done;
    });
  }

  private async run(): Promise<void> {
    const poll = this.options.pollMs ?? 1000;
    let lastAbandonedCheck = this.now();
    while (!this.stopped) {
      const free = this.options.concurrency - this.inFlight;
      // Claim in batches (one transaction for several), unless nothing is in flight.
      if (free < this.batch && this.inFlight > 0) {
        await this.pause(20);
        continue;
      }
      this.poked = false;
      let claimed: Claimed[] = [];
      try {
        const now = this.now();
        claimed = await claimDue(this.db, this.instance, now, now + this.leaseMs, free);
        if (now - lastAbandonedCheck > this.leaseMs) {
          lastAbandonedCheck = now;
          await settleAbandoned(this.db, now, false);
        }
      } catch (err) {
        this.options.warn?.({ error: err instanceof Error ? err.message : String(err) }, 'push outbox: claim failed');
        await this.pause(poll);
        continue;
      }
      for (const c of claimed) this.dispatch(c);
      // Every free slot filled: more may be due. Fewer: the outbox is empty for now.
      if ((claimed.length > 0 && claimed.length === free) || this.poked || this.stopped) continue;
      if (this.inFlight > 0) {
        await this.pause(poll);
        continue;
      }
      const due = await nextDue(this.db).catch(() => undefined);
      await this.pause(due === undefined ? poll : Math.max(0, Math.min(poll, due - this.now())));
    }
  }

  private dispatch(c: Claimed): void {
    this.inFlight++;
    void this.sender
      .send(c)
      .catch((err: unknown): PushOutcome => ({ kind: 'retry', error: err instanceof Error ? err.message : String(err) }))
      .then((outcome) => {
        let retryAt: number | undefined;
        if (outcome.kind === 'retry' && c.attempts < this.options.maxAttempts) {
          const wait = outcome.retryAfterMs ?? backoffMs(c.attempts, this.random);
          retryAt = this.now() + wait;
        } else if (outcome.kind !== 'sent') {
          this.options.warn?.(
            { notificationId: c.notificationId, observerId: c.observerId, attempts: c.attempts, error: outcome.error },
            'push not delivered',
          );
        }
        this.results.push({ claim: c, outcome, retryAt });
        this.inFlight--;
        this.scheduleFlush();
        this.signal?.();
      });
  }

  private scheduleFlush(): void {
    if (this.results.length >= 32) {
      void this.flush();
      return;
    }
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => void this.flush(), 25);
    this.flushTimer.unref();
  }

  /** Records the finished pushes, one transaction at a time. */
  private flush(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = undefined;
    }
    this.flushing = this.flushing.then(async () => {
      const batch = this.results.splice(0, this.results.length);
      if (batch.length === 0) return;
      try {
        await settle(this.db, this.instance, this.now(), batch, this.sender.name === 'recording' ? 'recorded' : undefined);
      } catch (err) {
        // Not recorded: the rows stay `sending` until their lease runs out, then count as sent (never sent twice).
        this.options.warn?.(
          { error: err instanceof Error ? err.message : String(err), deliveries: batch.length },
          'push outbox: results not recorded',
        );
      }
    });
    return this.flushing;
  }
}
