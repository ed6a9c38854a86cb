/**
 * Login throttling (contract "Precise details"): 5 failed attempts for one account within
 * 15 minutes lock that account until the window passes; 30 attempts a minute from one
 * client address are refused. A success resets the account's counter. In memory: one
 * process serves the API.
 */
export interface ThrottleOptions {
  accountFailures: number;
  accountWindowMs: number;
  ipAttempts: number;
  ipWindowMs: number;
  now: () => number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
  ipAttempts: 30,
  ipWindowMs: 60_000,
  now: Date.now,
};

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly opts: ThrottleOptions = DEFAULT_THROTTLE) {}

  private recent(map: Map<string, number[]>, key: string, windowMs: number): number[] {
    const since = this.opts.now() - windowMs;
    const list = (map.get(key) ?? []).filter((t) => t > since);
    if (list.length > 0) map.set(key, list);
    else map.delete(key);
    return list;
  }

  /** Seconds to wait when refused, or 0 when this attempt may go ahead (and is counted). */
  check(account: string, ip: string): number {
    const now = this.opts.now();
    const ipList = this.recent(this.attempts, ip, this.opts.ipWindowMs);
    if (ipList.length >= this.opts.ipAttempts) {
      return Math.max(1, Math.ceil(((ipList[0] ?? now) + this.opts.ipWindowMs - now) / 1000));
    }
    const accList = this.recent(this.failures, account, this.opts.accountWindowMs);
    if (accList.length >= this.opts.accountFailures) {
      return Math.max(
        1,
        Math.ceil(((accList[accList.length - this.opts.accountFailures] ?? now) + this.opts.accountWindowMs - now) / 1000),
      );
    }
    ipList.push(now);
    this.attempts.set(ip, ipList);
    return 0;
  }

  failed(account: string): void {
    const list = this.recent(this.failures, account, this.opts.accountWindowMs);
    list.push(this.opts.now());
    this.failures.set(account, list);
    this.prune();
  }

  succeeded(account: string): void {
    this.failures.delete(account);
  }

  /** Bounds memory under a spray of usernames. */
  private prune(): void {
    if (this.failures.size < 100_000) return;
    for (const key of this.failures.keys()) this.recent(this.failures, key, this.opts.accountWindowMs);
  }
}
