export { AreaNotFoundPage } from './AreaNotFoundPage';
export type { AreaNotFoundPageProps } from './AreaNotFoundPage';
