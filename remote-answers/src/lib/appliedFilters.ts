import type { FollowUpStatus } from '../api/types';
import type { ListParams } from './listParams';

type TextFilter = 'county' | 'pollingStationNumber' | 'phoneObserver' | 'from' | 'to';

/** One filter the list (and so a download) uses now, to be named in words. */
export type AppliedFilter =
  | { readonly name: 'urgent' }
  | { readonly name: 'followUp'; readonly value: FollowUpStatus }
  /** As the person typed it (dates in their canonical form); a county with its name. */
  | { readonly name: TextFilter; readonly value: string };

const TEXT_FILTERS: readonly TextFilter[] = ['county', 'pollingStationNumber', 'phoneObserver', 'from', 'to'];

/**
 * The filters applied to the list (from the address), in the order of the fields: what a download
 * uses. Values typed in the fields but not applied are not among them.
 */
export function appliedFilters(params: ListParams, countyNames: ReadonlyMap<string, string>): AppliedFilter[] {
  const applied: AppliedFilter[] = params.urgent ? [{ name: 'urgent' }] : [];
  for (const name of TEXT_FILTERS) {
    const value = params[name];
    if (!value) continue;
    const county = name === 'county' ? countyNames.get(value) : undefined;
    applied.push({ name, value: county ? `${county} (${value})` : value });
  }
  if (params.followUp) applied.push({ name: 'followUp', value: params.followUp });
  return applied;
}
