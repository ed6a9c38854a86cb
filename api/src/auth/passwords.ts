import argon2 from 'argon2';

/** argon2id cost. Production: OWASP/ASVS minimum m=19 MiB, t=2, p=1. */
export interface HashParams {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_HASH_PARAMS: HashParams = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Cheaper parameters for the test suite only (passed explicitly by tests through
 * buildApp options); never reachable from the environment.
 */
export const TEST_ONLY_HASH_PARAMS: HashParams = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(readonly params: HashParams = PRODUCTION_HASH_PARAMS) {}

  hash(secret: string): Promise<string> {
    return argon2.hash(secret, { type: argon2.argon2id, ...this.params });
  }

  async verify(hash: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      return false; // a malformed stored hash never matches
    }
  }

  /** Spends the same work as a real check, so timing does not tell which accounts exist. */
  async verifyDummy(secret: string): Promise<false> {
    this.dummy ??= this.hash('observatory-dummy-password');
    await this.verify(await this.dummy, secret);
    return false;
  }

  /** True when the stored hash is weaker than the current parameters (then re-hash on login). */
  needsRehash(hash: string): boolean {
    const m = /^\$argon2id\$v=19\$([^$]+)\$/.exec(hash);
    if (!m?.[1]) return true;
    const p = Object.fromEntries(m[1].split(',').map((kv) => kv.split('=') as [string, string]));
    return Number(p.m) < this.params.memoryCost || Number(p.t) < this.params.timeCost;
  }
}
