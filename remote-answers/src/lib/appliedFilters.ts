import type { FollowUpStatus } from '../api/types';
import type { ListParams } from './listParams';

type TextFilter = 'county' | 'pollingStationNumber' | 'phoneObserver' | 'from' | 'to';

/** How a linked question and option read: "A2-1 Was the ballot box sealed?", "No". */
export interface AnswerNames {
  readonly question: string;
  readonly option?: string;
}

/** One filter the list (and so a download) uses now, to be named in words. */
export type AppliedFilter =
  | { readonly name: 'urgent' }
  | { readonly name: 'followUp'; readonly value: FollowUpStatus }
  /** As the person typed it (dates in their canonical form); a county with its name. */
  | { readonly name: TextFilter; readonly value: string }
  /** From a link: a range of station numbers ('' for an open end). */
  | { readonly name: 'stations'; readonly from: string; readonly to: string }
  /** From a link: threads that answered a question (and chose one of its options). */
  | { readonly name: 'answer'; readonly names: AnswerNames };

const TEXT_FILTERS: readonly TextFilter[] = ['county', 'pollingStationNumber', 'phoneObserver', 'from', 'to'];

/**
 * The filters applied to the list (from the address), in the order of the fields, then those a
 * link brought: what a download uses. Values typed in the fields but not applied are not among
 * them. `answerNames` names a linked question and option (the form may not be loaded yet: then
 * their numbers stand in).
 */
export function appliedFilters(
  params: ListParams,
  countyNames: ReadonlyMap<string, string>,
  answerNames?: (questionId: number, optionId: number | undefined) => AnswerNames | undefined,
): AppliedFilter[] {
  const applied: AppliedFilter[] = params.urgent ? [{ name: 'urgent' }] : [];
  for (const name of TEXT_FILTERS) {
    const value = params[name];
    if (!value) continue;
    const county = name === 'county' ? countyNames.get(value) : undefined;
    applied.push({ name, value: county ? `${county} (${value})` : value });
  }
  if (params.followUp) applied.push({ name: 'followUp', value: params.followUp });
  if (params.fromPollingStationNumber || params.toPollingStationNumber) {
    applied.push({ name: 'stations', from: params.fromPollingStationNumber, to: params.toPollingStationNumber });
  }
  if (params.questionId || params.optionId) {
    const optionId = params.optionId ? Number(params.optionId) : undefined;
    const names = params.questionId ? answerNames?.(Number(params.questionId), optionId) : undefined;
    applied.push({
      name: 'answer',
      names: names ?? {
        question: params.questionId ? `#${params.questionId}` : '',
        ...(params.optionId ? { option: `#${params.optionId}` } : {}),
      },
    });
  }
  return applied;
}
