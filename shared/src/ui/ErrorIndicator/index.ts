export { ErrorIndicator } from './ErrorIndicator';
export type { ErrorIndicatorProps } from './ErrorIndicator';
