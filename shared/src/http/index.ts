export { createHttpClient } from './createHttpClient';
export type { HttpClient, HttpClientConfig } from './createHttpClient';
export { ApiError, isApiError } from './ApiError';
export { serializeQuery } from './query';
// Kept here for the areas and tools that read them with the client; they live in the token subpath.
export { decodeClaims, isTokenExpired, userFromToken } from '@observatory/shared/token';
export type { TokenClaims } from '@observatory/shared/token';
export { UPLOAD_TIMEOUT_MS, readRowReport, uploadFile } from './upload';
export type { RowReport, UploadOptions } from './upload';
