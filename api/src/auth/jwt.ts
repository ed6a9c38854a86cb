import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

type UserType = 'NgoAdmin' | 'Observer';

/** The contract's claims. */
export interface Claims {
  sub: string;
  ngoId: number;
  ngoName: string;
  organizer: boolean;
  userType: UserType;
  iat: number;
  exp: number;
}

/**
 * The same facts under the reference backend's names, which the original client reads (contract
 * "Identity"): `IdNgo` as a JSON string, `UserType`, `Organizer`. Written beside ours; never read.
 */
interface ReferenceClaims {
  IdNgo: string;
  UserType: UserType;
  Organizer: boolean;
}

/** The only algorithm a token may name: a token asking for another (none, RS256 with our key as a "public key") is refused. */
const ALGORITHM = 'HS256';

/** Verified tokens remembered (about 0.6 KiB each): more than the clients active at once on election day. */
const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * HS256 JWTs (signed and checked by `jose`) with a required, enforced expiry. The header is
 * `{"alg":"HS256","typ":"JWT"}` as before the library, so tokens issued before it, under the
 * same key, still verify.
 */
export class TokenService {
  /** The HMAC key, imported once: jose then signs and checks with the platform's Web Crypto. */
  private readonly key: Promise<crypto.webcrypto.CryptoKey>;
  /**
   * Tokens already verified, with their claims. jose checks through Web Crypto, whose every call
   * is a job on libuv's thread pool (about 30 µs of CPU against 5 µs for the HMAC it replaced,
   * and a pool the SQLite adapter's log syncs wait on); a client sends the same token with
   * every request for hours, so each token is verified once and then found here. Only tokens
   * that verified are kept (garbage cannot fill it); expiry is checked at every use.
   */
  private readonly verified = new Map<string, Readonly<Claims>>();

  constructor(
    secret: Buffer,
    readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = crypto.webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async issue(claims: Omit<Claims, 'iat' | 'exp'>): Promise<{ token: string; expiresIn: number }> {
    const iat = Math.floor(this.now() / 1000);
    const reference: ReferenceClaims = { IdNgo: String(claims.ngoId), UserType: claims.userType, Organizer: claims.organizer };
    const token = await new SignJWT({ ...claims, ...reference })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(await this.key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** Returns the claims of a valid, unexpired token, or undefined. */
  async verify(token: string): Promise<Readonly<Claims> | undefined> {
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.exp * 1000 > this.now()) return known;
      this.verified.delete(token);
      return undefined;
    }
    const claims = await this.check(token);
    if (claims === undefined) return undefined;
    // Oldest first out: the Map iterates in insertion order.
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return claims;
  }

  private async check(token: string): Promise<Readonly<Claims> | undefined> {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        typ: 'JWT',
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(this.now()),
      }));
    } catch {
      return undefined; // bad signature, expired, malformed: the caller answers 401 either way
    }
    if (typeof claims.sub !== 'string' || typeof claims.ngoId !== 'number') return undefined;
    if (claims.userType !== 'NgoAdmin' && claims.userType !== 'Observer') return undefined;
    return Object.freeze(claims as unknown as Claims);
  }
}

/**
 * A fingerprint of the signing key that reveals nothing about it: instances compare theirs
 * (see instances.ts) to refuse starting with a JWT_SECRET that differs from the live ones.
 */
export function keyCheck(secret: Buffer): string {
  return crypto.createHmac('sha256', secret).update('observatory-key-check').digest('hex').slice(0, 16);
}

/** Single-instance default: the signing key lives in DATA_DIR so that restarts keep sessions valid. */
export function loadOrCreateSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 43) return Buffer.from(existing, 'base64url');
  } catch {
    // not there yet
  }
  const secret = crypto.randomBytes(48);
  fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}
