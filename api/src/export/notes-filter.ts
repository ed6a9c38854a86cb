import type { SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { likeContains } from '../http/paging.js';
import type { AnswerFilter } from '../services/threads.js';

/** The answer filters applied to notes n (joined to observers o, stations ps, counties c). */
export function notesWhere(p: StaffPrincipal, f: AnswerFilter): { where: string; params: SqlValue[] } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const scope = ngoScope(p);
  if (scope !== undefined) {
    clauses.push('n.ngo_id = ?');
    params.push(scope);
  }
  if (f.county) {
    clauses.push('c.code = ?');
    params.push(f.county.toUpperCase());
  }
  if (f.pollingStationNumber !== undefined) {
    clauses.push('ps.number = ?');
    params.push(f.pollingStationNumber);
  }
  if (f.observerId !== undefined) {
    clauses.push('n.observer_id = ?');
    params.push(f.observerId);
  }
  if (f.phoneObserver) {
    clauses.push("o.phone LIKE ? ESCAPE '\\'");
    params.push(likeContains(f.phoneObserver.replace(/[\s.\-()]/g, '')));
  }
  if (f.from) {
    clauses.push('n.last_modified >= ?');
    params.push(f.from);
  }
  if (f.to) {
    clauses.push('n.last_modified <= ?');
    params.push(f.to);
  }
  return { where: clauses.length > 0 ? clauses.join(' AND ') : '1 = 1', params };
}
