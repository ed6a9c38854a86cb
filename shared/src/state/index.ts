export { createPagedListAtoms } from './createPagedListAtoms';
export type { FetchPage, PageResult, PagedListAtoms, PagedListConfig, PagedListSnapshot } from './createPagedListAtoms';
