/**
 * Server data held beyond one view (@observatory/shared/state): one primitive, createQueryAtoms
 * (values by params, freshness, abort of a superseded request, the previous value on screen while
 * the next loads), its paged form createPagedListAtoms, and useQuery to show it in a view.
 * One request for one view is the area kit's useRequest; nothing else holds server data.
 */
export { createQueryAtoms } from './createQueryAtoms';
export type { HeldValue, QueryAtoms, QueryConfig, QueryView, ShowOptions } from './createQueryAtoms';
export { createPagedListAtoms } from './createPagedListAtoms';
export type { FetchPage, PageOf, PageResult, PagedListAtoms, PagedListConfig, PagedListSnapshot } from './createPagedListAtoms';
export { requestStateOf, useQuery } from './useQuery';
export type { QueryResult } from './useQuery';
