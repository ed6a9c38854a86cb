export { createHttpClient } from './createHttpClient';
export type { HttpClientConfig } from './createHttpClient';
export { ApiError, isApiError } from './ApiError';
export { serializeQuery } from './query';
