import type { Query } from '@observatory/shared/contract';
import type { AnswerFilters } from './types';

/**
 * The answer filters as query parameters (list and exports share them). Only values that are
 * neither empty nor null are sent (spec section 5); `urgent` only when it is on.
 */
export function answerFilterQuery(filters: AnswerFilters): Query {
  const query: Record<string, string | number | boolean> = {};
  if (filters.county) query.county = filters.county;
  if (filters.pollingStationNumber !== undefined) query.pollingStationNumber = filters.pollingStationNumber;
  if (filters.phoneObserver) query.phoneObserver = filters.phoneObserver;
  if (filters.observerId !== undefined) query.observerId = filters.observerId;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.urgent) query.urgent = true;
  if (filters.followUp) query.followUp = filters.followUp;
  if (filters.fromPollingStationNumber !== undefined) query.fromPollingStationNumber = filters.fromPollingStationNumber;
  if (filters.toPollingStationNumber !== undefined) query.toPollingStationNumber = filters.toPollingStationNumber;
  if (filters.questionId !== undefined) query.questionId = filters.questionId;
  if (filters.optionId !== undefined) query.optionId = filters.optionId;
  return query;
}
