import type { Db, Queryable, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { likeContains } from '../http/paging.js';
import { nullableTime } from '../util.js';
import { foldForSearch } from './name-keys.js';

export interface ObserverDto {
  id: number;
  name: string;
  phone: string;
  ngo: string;
  lastSeen: string | null;
  deviceRegisterDate: string | null;
  numberOfNotes: number;
  numberOfPollingStations: number;
}

export interface ObserverRow {
  id: number;
  name: string;
  phone: string;
  ngo: string;
  last_seen: string;
  device_register_date: string | null;
  notes_count: number;
  stations_count: number;
}

export const OBSERVER_COLUMNS =
  'o.id, o.name, o.phone, n.name AS ngo, o.last_seen, o.device_register_date, o.notes_count, o.stations_count';

export function toObserverDto(r: ObserverRow): ObserverDto {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    ngo: r.ngo,
    lastSeen: nullableTime(r.last_seen),
    deviceRegisterDate: nullableTime(r.device_register_date),
    numberOfNotes: r.notes_count,
    numberOfPollingStations: r.stations_count,
  };
}

export interface ObserverFilter {
  id?: number | undefined;
  name?: string | undefined;
  phone?: string | undefined;
}

/** ORDER BY comes only from this map (never from input text). name_sort: Romanian order (name-keys.ts). */
export const OBSERVER_ORDER = {
  name: { asc: 'o.name_sort ASC, o.id ASC', desc: 'o.name_sort DESC, o.id DESC' },
  lastSeen: { asc: 'o.last_seen ASC, o.id ASC', desc: 'o.last_seen DESC, o.id DESC' },
} as const;

export type ObserverSort = keyof typeof OBSERVER_ORDER;

/** WHERE clause (with its parameters) for the caller's visible, non-retired observers. */
export function observerWhere(p: StaffPrincipal, f: ObserverFilter): { where: string; params: SqlValue[] } {
  const clauses = ['o.retired = 0'];
  const params: SqlValue[] = [];
  const scope = ngoScope(p);
  if (scope !== undefined) {
    clauses.push('o.ngo_id = ?');
    params.push(scope);
  }
  if (f.id !== undefined) {
    clauses.push('o.id = ?');
    params.push(f.id);
  }
  // Case and diacritics are folded away on both sides, so "stefan" finds "Ștefan".
  const folded = f.name ? foldForSearch(f.name) : '';
  if (folded) {
    clauses.push("o.name_search LIKE ? ESCAPE '\\'");
    params.push(likeContains(folded));
  }
  if (f.phone) {
    clauses.push("o.phone LIKE ? ESCAPE '\\'");
    params.push(likeContains(f.phone.replace(/[\s.\-()]/g, '')));
  }
  return { where: clauses.join(' AND '), params };
}

/** The observer if the caller may see it (same NGO, or organizer) and it is not retired. */
export async function findVisibleObserver(
  q: Queryable,
  p: StaffPrincipal,
  id: number,
): Promise<{ id: number; ngo_id: number; phone: string } | undefined> {
  const scope = ngoScope(p);
  const row = await q.get<{ id: number; ngo_id: number; phone: string }>(
    'SELECT id, ngo_id, phone FROM observers WHERE id = ? AND retired = 0',
    [id],
  );
  if (!row || (scope !== undefined && row.ngo_id !== scope)) return undefined;
  return row;
}

/** Like findVisibleObserver, but retired observers count too (their evidence stays readable). */
export async function findObserverForEvidence(
  db: Db | Queryable,
  p: StaffPrincipal,
  id: number,
): Promise<{ id: number; ngo_id: number } | undefined> {
  const row = await db.get<{ id: number; ngo_id: number }>('SELECT id, ngo_id FROM observers WHERE id = ?', [id]);
  const scope = ngoScope(p);
  if (!row || (scope !== undefined && row.ngo_id !== scope)) return undefined;
  return row;
}
