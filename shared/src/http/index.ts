export { createHttpClient } from './createHttpClient';
export type { HttpClient, HttpClientConfig } from './createHttpClient';
export { ApiError, isApiError } from './ApiError';
export { serializeQuery } from './query';
export { decodeClaims, isTokenExpired, userFromToken } from './jwt';
export type { TokenClaims } from './jwt';
