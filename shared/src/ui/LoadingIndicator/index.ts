export { LoadingIndicator } from './LoadingIndicator';
export type { LoadingIndicatorProps } from './LoadingIndicator';
