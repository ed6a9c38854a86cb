// The token helpers live in the kit so the standalone area page reads tokens the same way.
export { decodeClaims, isTokenExpired, userFromToken } from '@observatory/shared/http';
