import type { Db, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { notFound } from '../http/problem.js';
import { describeChanges, observerLabel, recordAudit } from './audit.js';

export const ATTENTION_KINDS = ['silent', 'not-started', 'left-with-urgent', 'unread'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export interface AttentionItem {
  observerId: number;
  name: string;
  phone: string;
  kind: AttentionKind;
  /** Since when it holds: the start of the silence, the time of day passed, the leave, the notification. */
  since: string;
  countyCode: string | null;
  pollingStationNumber: number | null;
  handledBy: string | null;
  handledAt: string | null;
}

export interface Thresholds {
  silentMinutes: number;
  /** Not started: no check-in by this time of day (HH:MM, in the election's time zone). */
  notStartedBy: string;
  unreadMinutes: number;
  timeZone: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

const DEFAULT_THRESHOLDS = { silentMinutes: 60, notStartedMinute: 8 * 60, unreadMinutes: 30 };

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOfDay = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** The zone's offset from UTC at an instant (ms). */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(ms / 1000) * 1000;
}

/** Today's `minute` of the day in the zone, as an instant (ms). */
export function todayAt(nowMs: number, minute: number, timeZone: string): number {
  const local = new Date(nowMs + zoneOffset(nowMs, timeZone));
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), Math.floor(minute / 60), minute % 60);
  const first = wall - zoneOffset(wall, timeZone);
  // Across a change of offset (DST) the second reading is the right one.
  return wall - zoneOffset(first, timeZone);
}

export async function thresholdsOf(db: Db, ngoId: number, timeZone: string): Promise<Thresholds> {
  const row = await db.get<{
    silent_minutes: number;
    not_started_minute: number;
    unread_minutes: number;
    updated_by: string;
    updated_at: string;
  }>('SELECT silent_minutes, not_started_minute, unread_minutes, updated_by, updated_at FROM attention_thresholds WHERE ngo_id = ?', [
    ngoId,
  ]);
  return {
    silentMinutes: row?.silent_minutes ?? DEFAULT_THRESHOLDS.silentMinutes,
    notStartedBy: hhmm(row?.not_started_minute ?? DEFAULT_THRESHOLDS.notStartedMinute),
    unreadMinutes: row?.unread_minutes ?? DEFAULT_THRESHOLDS.unreadMinutes,
    timeZone,
    updatedBy: row?.updated_by ?? null,
    updatedAt: row?.updated_at ?? null,
  };
}

export async function saveThresholds(
  db: Db,
  p: StaffPrincipal,
  t: { silentMinutes: number; notStartedBy: string; unreadMinutes: number },
  nowMs: number,
  timeZone: string,
): Promise<Thresholds> {
  const before = await thresholdsOf(db, p.ngoId, timeZone);
  await db.tx(async (q) => {
    await q.run(
      `INSERT INTO attention_thresholds (ngo_id, silent_minutes, not_started_minute, unread_minutes, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (ngo_id) DO UPDATE SET silent_minutes = excluded.silent_minutes, not_started_minute = excluded.not_started_minute,
         unread_minutes = excluded.unread_minutes, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [p.ngoId, t.silentMinutes, minuteOfDay(t.notStartedBy), t.unreadMinutes, p.account, new Date(nowMs).toISOString()],
    );
    const changed = describeChanges([
      { field: 'silent after', before: `${before.silentMinutes} min`, after: `${t.silentMinutes} min`, quote: false },
      { field: 'not started by', before: before.notStartedBy, after: hhmm(minuteOfDay(t.notStartedBy)), quote: false },
      { field: 'unread after', before: `${before.unreadMinutes} min`, after: `${t.unreadMinutes} min`, quote: false },
    ]);
    await recordAudit(q, p, {
      action: 'ngo.attention-thresholds',
      entityType: 'ngo',
      entityId: p.ngoId,
      summary: changed === '' ? 'attention thresholds saved unchanged' : `attention thresholds: ${changed}`,
    });
  });
  return thresholdsOf(db, p.ngoId, timeZone);
}

/** How one kind is read: its rows, its `since`, the station shown, and the condition (with its parameters). */
interface KindQuery {
  /** The kind's rows alone (what it counts): the attention rows, or (not started) the observers. */
  table: string;
  /** The observer's id in `table`. */
  id: string;
  /** `table` with the observer's row, for the page. */
  from: string;
  /** A column, or (not started) a parameter: `sinceParams` then holds its value. */
  since: string;
  station: string;
  where: string;
  params: SqlValue[];
  order: string;
}

function kindQuery(kind: AttentionKind, scope: number | undefined, cutoff: string): KindQuery {
  const ngo = (col: string) => (scope === undefined ? '' : ` AND ${col} = ?`);
  const scoped = scope === undefined ? [] : [scope];
  // A retired observer's attention row is deleted, so the rows alone are the kind's (no join to count them).
  const attention = {
    table: 'observer_attention a',
    id: 'a.observer_id',
    from: 'observer_attention a JOIN observers o ON o.id = a.observer_id',
  };
  switch (kind) {
    case 'silent':
      return {
        ...attention,
        since: 'a.active_since',
        station: 'a.open_station_id',
        where: `a.open_station_id IS NOT NULL AND a.active_since <= ?${ngo('a.ngo_id')}`,
        params: [cutoff, ...scoped],
        order: 'a.active_since, a.observer_id',
      };
    case 'left-with-urgent':
      return {
        ...attention,
        since: 'a.left_at',
        station: 'a.left_station_id',
        where: `a.left_at IS NOT NULL${ngo('a.ngo_id')}`,
        params: scoped,
        order: 'a.left_at, a.observer_id',
      };
    case 'unread':
      return {
        ...attention,
        since: 'a.notification_at',
        station: 'a.open_station_id',
        where: `a.notification_id IS NOT NULL AND a.notification_read_at IS NULL AND a.notification_at <= ?${ngo('a.ngo_id')}`,
        params: [cutoff, ...scoped],
        order: 'a.notification_at, a.observer_id',
      };
    case 'not-started':
      return {
        table: 'observers o',
        id: 'o.id',
        from: 'observers o',
        since: 'CAST(? AS TEXT)',
        station: 'NULL',
        where: `o.retired = 0 AND o.stations_count = 0${ngo('o.ngo_id')}`,
        params: scoped,
        order: 'o.name_sort, o.id',
      };
  }
}

/**
 * One page of the observers who need attention for a kind, in the caller's NGO (organizers:
 * every NGO): the ones nobody handled first, longest waiting first (not started: by name), then
 * the handled ones. A mark counts for the episode it was made in (handled at or after `since`).
 */
export async function attentionPage(
  db: Db,
  p: StaffPrincipal,
  query: { kind: AttentionKind; minutes?: number | undefined; limit: number; offset: number },
  nowMs: number,
  timeZone: string,
): Promise<{ rows: AttentionItem[]; total: number }> {
  const { kind } = query;
  const t = await thresholdsOf(db, p.ngoId, timeZone);
  const minutes =
    query.minutes ?? (kind === 'silent' ? t.silentMinutes : kind === 'unread' ? t.unreadMinutes : minuteOfDay(t.notStartedBy));
  const cutoff = new Date(nowMs - minutes * 60_000).toISOString();
  let sinceConstant = '';
  if (kind === 'not-started') {
    const at = todayAt(nowMs, Math.min(minutes, 24 * 60 - 1), timeZone);
    if (nowMs < at) return { rows: [], total: 0 };
    sinceConstant = new Date(at).toISOString();
  }
  const k = kindQuery(kind, ngoScope(p), cutoff);
  const sp: SqlValue[] = kind === 'not-started' ? [sinceConstant] : [];
  const handled = `EXISTS (SELECT 1 FROM attention_handled h WHERE h.observer_id = o.id AND h.kind = ? AND h.handled_at >= ${k.since})`;
  // Both counts read index ranges: the kind's rows alone, and the marks of this kind (few) joined
  // to them by key, never a mark looked up per row (2.3 ms of 6,666 silent rows).
  const total = Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${k.table} WHERE ${k.where}`, k.params))?.n ?? 0);
  if (total === 0) return { rows: [], total };
  const handledCount = Number(
    (
      await db.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM attention_handled h JOIN ${k.table} ON ${k.id} = h.observer_id
          WHERE h.kind = ? AND h.handled_at >= ${k.since} AND ${k.where}`,
        [kind, ...sp, ...k.params],
      )
    )?.n ?? 0,
  );
  const open = total - handledCount;
  const select = (group: string, limit: number, offset: number) =>
    db.all<{
      observer_id: number;
      name: string;
      phone: string;
      since: string;
      county_code: string | null;
      station_number: number | null;
      handled_by: string | null;
      handled_at: string | null;
    }>(
      `SELECT o.id AS observer_id, o.name, o.phone, ${k.since} AS since, c.code AS county_code, ps.number AS station_number,
              h.handled_by, h.handled_at
         FROM ${k.from}
         LEFT JOIN polling_stations ps ON ps.id = ${k.station}
         LEFT JOIN counties c ON c.id = ps.county_id
         LEFT JOIN attention_handled h ON h.observer_id = o.id AND h.kind = ? AND h.handled_at >= ${k.since}
        WHERE ${k.where} AND ${group}
        ORDER BY ${k.order} LIMIT ? OFFSET ?`,
      [...sp, kind, ...sp, ...k.params, kind, ...sp, limit, offset],
    );
  const rows = [];
  if (query.offset < open) rows.push(...(await select(`NOT ${handled}`, query.limit, query.offset)));
  const left = query.limit - rows.length;
  if (left > 0 && handledCount > 0) rows.push(...(await select(handled, left, Math.max(0, query.offset - open))));
  return {
    total,
    rows: rows.map((r) => ({
      observerId: r.observer_id,
      name: r.name,
      phone: r.phone,
      kind,
      since: r.since,
      countyCode: r.county_code,
      pollingStationNumber: r.station_number === null ? null : Number(r.station_number),
      handledBy: r.handled_by,
      handledAt: r.handled_at,
    })),
  };
}

/** Marks an active observer the caller can see as handled for a kind, by the caller, now. */
export async function markHandled(
  db: Db,
  p: StaffPrincipal,
  observerId: number,
  kind: AttentionKind,
  nowMs: number,
): Promise<{ observerId: number; kind: AttentionKind; handledBy: string; handledAt: string }> {
  const scope = ngoScope(p);
  const at = new Date(nowMs).toISOString();
  return db.tx(async (q) => {
    const obs = await q.get<{ id: number; name: string; phone: string; ngo_id: number }>(
      `SELECT id, name, phone, ngo_id FROM observers WHERE id = ? AND retired = 0${scope === undefined ? '' : ' AND ngo_id = ?'}`,
      scope === undefined ? [observerId] : [observerId, scope],
    );
    if (!obs) throw notFound('No such observer.');
    await q.run(
      `INSERT INTO attention_handled (observer_id, kind, handled_by, handled_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (observer_id, kind) DO UPDATE SET handled_by = excluded.handled_by, handled_at = excluded.handled_at`,
      [observerId, kind, p.account, at],
    );
    await recordAudit(q, p, {
      action: 'observer.attention-handled',
      entityType: 'observer',
      entityId: obs.id,
      summary: `${observerLabel(obs)} marked handled (${kind})`,
      ngoId: Number(obs.ngo_id),
    });
    return { observerId, kind, handledBy: p.account, handledAt: at };
  });
}
