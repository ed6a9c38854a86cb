import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type UserType = 'NgoAdmin' | 'Observer';

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

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** HS256 JWTs with a required, enforced expiry. */
export class TokenService {
  constructor(
    private readonly secret: Buffer,
    readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(claims: Omit<Claims, 'iat' | 'exp'>): { token: string; expiresIn: number } {
    const iat = Math.floor(this.now() / 1000);
    const reference: ReferenceClaims = { IdNgo: String(claims.ngoId), UserType: claims.userType, Organizer: claims.organizer };
    const payload: Claims & ReferenceClaims = { ...claims, ...reference, iat, exp: iat + this.ttlSeconds };
    const body = `${HEADER}.${b64url(JSON.stringify(payload))}`;
    const sig = crypto.createHmac('sha256', this.secret).update(body).digest('base64url');
    return { token: `${body}.${sig}`, expiresIn: this.ttlSeconds };
  }

  /** Returns the claims of a valid, unexpired token, or undefined. */
  verify(token: string): Claims | undefined {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [h, p, s] = parts as [string, string, string];
    if (h !== HEADER) return undefined; // only our exact header: no alg=none, no key confusion
    const expected = crypto.createHmac('sha256', this.secret).update(`${h}.${p}`).digest();
    let given: Buffer;
    try {
      given = Buffer.from(s, 'base64url');
    } catch {
      return undefined;
    }
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Claims;
    } catch {
      return undefined;
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.now()) return undefined;
    if (typeof claims.sub !== 'string' || typeof claims.ngoId !== 'number') return undefined;
    if (claims.userType !== 'NgoAdmin' && claims.userType !== 'Observer') return undefined;
    return claims;
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
