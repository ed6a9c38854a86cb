export { startStandaloneArea } from './startStandaloneArea';
export type { StandaloneOptions } from './startStandaloneArea';
