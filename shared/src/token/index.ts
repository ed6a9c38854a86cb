// The token helpers alone, without the HTTP client: the shell's first screen (sign-in) reads the
// stored token's expiry before anything else loads, and must not pull axios in to do it.
export { decodeClaims, isTokenExpired, userFromToken } from './jwt';
export type { TokenClaims } from './jwt';
