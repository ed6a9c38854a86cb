import { z } from 'zod';
import type { SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { likeContains } from '../http/paging.js';
import { bool, id, int, isoDate, optionalText } from '../validation/fields.js';
import { followUpStatus } from './follow-up.js';

/** The answer filters shared by the thread list and the exports. */
export const AnswerFilterQuery = z.object({
  county: optionalText(10),
  pollingStationNumber: int().optional(),
  phoneObserver: optionalText(20),
  observerId: id().optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  urgent: bool().optional(),
  followUp: followUpStatus().optional(),
});
export const ANSWER_FILTER_ALIASES = {
  observerPhoneNumber: 'phoneObserver',
  isUrgent: 'urgent',
  idObserver: 'observerId',
  countyCode: 'county',
};
export type AnswerFilter = z.infer<typeof AnswerFilterQuery>;

/** WHERE over answer_threads t (joined to observers o when the phone filter is used). */
export function threadWhere(p: StaffPrincipal, f: AnswerFilter): { where: string; params: SqlValue[]; needsObserver: boolean } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const scope = ngoScope(p);
  if (scope !== undefined) {
    clauses.push('t.ngo_id = ?');
    params.push(scope);
  }
  if (f.urgent === true) clauses.push('t.urgent = 1');
  if (f.county) {
    clauses.push('t.county_code = ?');
    params.push(f.county.toUpperCase());
  }
  if (f.pollingStationNumber !== undefined) {
    clauses.push('t.station_number = ?');
    params.push(f.pollingStationNumber);
  }
  if (f.observerId !== undefined) {
    clauses.push('t.observer_id = ?');
    params.push(f.observerId);
  }
  if (f.from) {
    clauses.push('t.last_modified >= ?');
    params.push(f.from);
  }
  if (f.to) {
    clauses.push('t.last_modified <= ?');
    params.push(f.to);
  }
  if (f.followUp) {
    // Also on `unresolved`, so the triage indexes (migration 004) serve the filter.
    clauses.push(f.followUp === 'resolved' ? 't.unresolved = 0' : 't.unresolved = 1', 't.follow_up = ?');
    params.push(f.followUp);
  }
  let needsObserver = false;
  if (f.phoneObserver) {
    needsObserver = true;
    clauses.push("o.phone LIKE ? ESCAPE '\\'");
    params.push(likeContains(f.phoneObserver.replace(/[\s.\-()]/g, '')));
  }
  return { where: clauses.length > 0 ? clauses.join(' AND ') : '1 = 1', params, needsObserver };
}

export { bool };
