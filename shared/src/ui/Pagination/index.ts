export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { countPages, getPageWindow } from './pageWindow';
export type { PageWindow } from './pageWindow';
