import type { Db, Queryable } from '../db/types.js';

/**
 * Login throttling (contract "Precise details"; the numbers and their reasons are in
 * api/README.md, "Sign-in throttling").
 *
 * - Per account: 5 failed attempts within 15 minutes lock the account until the window
 *   passes; a success clears its failures.
 * - Per client address: only *failed* attempts count (a carrier or office address carries
 *   many people who sign in correctly); past the limit within the window, the address is
 *   refused. Successful sign-ins never count.
 *
 * The counts live in the database (`login_failures`), so every API instance on one
 * PostgreSQL database enforces one limit, and a restart does not wipe a lock.
 *
 * An account's attempt is counted as a failure from the moment it starts (and un-counted if it
 * succeeds): a burst of parallel guesses at one account cannot all pass the check before the
 * first of them fails. Attempts at one account are serialised across instances by a
 * transaction-level advisory lock on PostgreSQL (SQLite runs one write transaction at a time).
 *
 * Ours on purpose: rate-limit libraries count every request (successes too) per key, in memory
 * or Redis; none counts only failures or un-counts a success (api/README.md says more).
 */
export interface ThrottleOptions {
  accountFailures: number;
  accountWindowMs: number;
  addressFailures: number;
  addressWindowMs: number;
  now: () => number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
  addressFailures: 600,
  addressWindowMs: 15 * 60_000,
  now: Date.now,
};

/** An attempt that passed the check: settle it with `succeeded` or `failed`. */
export interface Attempt {
  readonly account: string;
  readonly address: string;
  /** The row that counts this attempt against the account until it succeeds. */
  readonly reservation: number;
}

export type Admission = { refused: true; retryAfterSeconds: number } | { refused: false; attempt: Attempt };

const PRUNE_EVERY_MS = 60_000;

/**
 * The key an address is counted under. An IPv6 subscriber (a phone on a mobile network, a
 * home line) is given a whole /64, so counting single IPv6 addresses would let one device
 * try 2^64 times the limit: IPv6 addresses are counted by their /64 prefix. IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) is the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: ThrottleOptions = DEFAULT_THROTTLE,
  ) {}

  /** The n-th most recent failure of a subject within the window, if there are at least n. */
  private async nthRecent(
    q: Queryable,
    scope: string,
    subject: string,
    windowMs: number,
    n: number,
    now: number,
  ): Promise<number | undefined> {
    const row = await q.get<{ at: number }>(
      'SELECT at FROM login_failures WHERE scope = ? AND subject = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
      [scope, subject, now - windowMs, n - 1],
    );
    return row === undefined ? undefined : Number(row.at);
  }

  /** Checks both limits; when the attempt may go ahead, counts it against the account. */
  async admit(account: string, ip: string): Promise<Admission> {
    const address = addressKey(ip);
    const now = this.opts.now();
    const wait = (at: number, windowMs: number) => Math.max(1, Math.ceil((at + windowMs - now) / 1000));
    return this.db.tx(async (q) => {
      if (this.db.dialect === 'postgres') await q.get("SELECT pg_advisory_xact_lock(hashtext('login:' || ?)) AS locked", [account]);
      const addressFull = await this.nthRecent(q, 'address', address, this.opts.addressWindowMs, this.opts.addressFailures, now);
      if (addressFull !== undefined) return { refused: true, retryAfterSeconds: wait(addressFull, this.opts.addressWindowMs) };
      const accountFull = await this.nthRecent(q, 'account', account, this.opts.accountWindowMs, this.opts.accountFailures, now);
      if (accountFull !== undefined) return { refused: true, retryAfterSeconds: wait(accountFull, this.opts.accountWindowMs) };
      const reservation = await q.insert("INSERT INTO login_failures (scope, subject, at) VALUES ('account', ?, ?) RETURNING id", [
        account,
        now,
      ]);
      return { refused: false, attempt: { account, address, reservation } };
    });
  }

  /** The attempt failed: it stays counted against the account, and now counts against the address. */
  async failed(attempt: Attempt): Promise<void> {
    const now = this.opts.now();
    const prune = now - this.lastPrune >= PRUNE_EVERY_MS;
    if (prune) this.lastPrune = now;
    const oldest = now - Math.max(this.opts.accountWindowMs, this.opts.addressWindowMs);
    await this.db.tx(async (q) => {
      await q.run("INSERT INTO login_failures (scope, subject, at) VALUES ('address', ?, ?)", [attempt.address, now]);
      // Rows past every window count for nothing: keep the table small under a spray of names.
      if (prune) await q.run('DELETE FROM login_failures WHERE at <= ?', [oldest]);
    });
  }

  /** The attempt succeeded: the account's failures are forgotten; the address is not charged. */
  async succeeded(attempt: Attempt): Promise<void> {
    await this.db.run("DELETE FROM login_failures WHERE scope = 'account' AND subject = ?", [attempt.account]);
  }
}
