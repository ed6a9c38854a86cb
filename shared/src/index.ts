export * from '@observatory/shared/contract';
export * from '@observatory/shared/services';
export * from '@observatory/shared/http';
