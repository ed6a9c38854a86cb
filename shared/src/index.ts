export * from './contract';
export * from './services';
export * from './http';
