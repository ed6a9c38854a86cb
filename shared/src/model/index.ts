export * from './types';
export { isSafeUrl } from './helpers';
