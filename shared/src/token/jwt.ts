import type { HostUser } from '@observatory/shared/contract';

export interface TokenClaims {
  readonly sub?: string;
  readonly exp?: number;
  readonly ngoId?: number | string;
  readonly ngoName?: string;
  readonly organizer?: boolean;
  readonly userType?: string;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the token's claims without verifying them (the API verifies; the shell only displays). */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * The spec's exp helper: true when the token has expired, or will within `offsetSeconds`.
 * A token that cannot be read, or carries no exp, counts as expired.
 */
export function isTokenExpired(token: string, offsetSeconds = 0, nowMs = Date.now()): boolean {
  const exp = decodeClaims(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 <= nowMs + offsetSeconds * 1000;
}

export function userFromToken(token: string): HostUser {
  const claims = decodeClaims(token) ?? {};
  const ngoId = claims.ngoId === undefined ? null : Number(claims.ngoId);
  return {
    name: claims.sub ?? '',
    ngoId: Number.isFinite(ngoId) ? ngoId : null,
    ngoName: claims.ngoName ?? null,
    organizer: claims.organizer === true,
  };
}
