export { AsyncView } from './AsyncView';
export type { AsyncViewProps } from './AsyncView';
