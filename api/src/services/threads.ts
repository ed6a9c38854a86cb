import type { Db, Queryable, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { likeContains } from '../http/paging.js';
import { bool, nowIso } from '../util.js';
import { liveClaim } from './claims.js';
import type { FollowUpStatus } from './follow-up.js';
import { threadTotal } from './counts.js';
import { threadLastModified } from './thread-activity.js';

/** The answer filters shared by the thread list and the exports (parsed by the routes' schemas). */
export interface AnswerFilter {
  county?: string | undefined;
  pollingStationNumber?: number | undefined;
  fromPollingStationNumber?: number | undefined;
  toPollingStationNumber?: number | undefined;
  phoneObserver?: string | undefined;
  observerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  urgent?: boolean | undefined;
  followUp?: FollowUpStatus | undefined;
  questionId?: number | undefined;
  optionId?: number | undefined;
}

/**
 * WHERE over answer_threads t (joined to observers o when the phone filter is used).
 * `narrowed`: a filter other than the NGO scope and urgency applies (the running totals then
 * cannot give the count).
 */
export function threadWhere(
  p: StaffPrincipal,
  f: AnswerFilter,
): { where: string; params: SqlValue[]; needsObserver: boolean; narrowed: boolean } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const scope = ngoScope(p);
  if (scope !== undefined) {
    clauses.push('t.ngo_id = ?');
    params.push(scope);
  }
  if (f.urgent === true) clauses.push('t.urgent = 1');
  const unnarrowed = clauses.length;
  if (f.county) {
    clauses.push('t.county_code = ?');
    params.push(f.county.toUpperCase());
  }
  if (f.pollingStationNumber !== undefined) {
    clauses.push('t.station_number = ?');
    params.push(f.pollingStationNumber);
  }
  if (f.fromPollingStationNumber !== undefined) {
    clauses.push('t.station_number >= ?');
    params.push(f.fromPollingStationNumber);
  }
  if (f.toPollingStationNumber !== undefined) {
    clauses.push('t.station_number <= ?');
    params.push(f.toPollingStationNumber);
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
  // Both are probes of the thread's own answers (the primary key's prefix), so a page of the
  // list still comes from the thread indexes.
  if (f.optionId !== undefined) {
    clauses.push(
      `EXISTS (SELECT 1 FROM answers fa WHERE fa.observer_id = t.observer_id AND fa.polling_station_id = t.polling_station_id AND fa.option_id = ?${f.questionId !== undefined ? ' AND fa.question_id = ?' : ''})`,
    );
    params.push(f.optionId, ...(f.questionId !== undefined ? [f.questionId] : []));
  } else if (f.questionId !== undefined) {
    clauses.push(
      'EXISTS (SELECT 1 FROM answers fa WHERE fa.observer_id = t.observer_id AND fa.polling_station_id = t.polling_station_id AND fa.question_id = ?)',
    );
    params.push(f.questionId);
  }
  let needsObserver = false;
  if (f.phoneObserver) {
    needsObserver = true;
    clauses.push("o.phone LIKE ? ESCAPE '\\'");
    params.push(likeContains(f.phoneObserver.replace(/[\s.\-()]/g, '')));
  }
  return { where: clauses.length > 0 ? clauses.join(' AND ') : '1 = 1', params, needsObserver, narrowed: clauses.length > unnarrowed };
}

const optBool = (v: number | null) => (v === null ? null : bool(v));

interface ThreadRow {
  observer_id: number;
  polling_station_id: number;
  county_code: string;
  county_name: string;
  station_number: number;
  urgent: number;
  last_modified: string;
  follow_up: FollowUpStatus;
  follow_up_by: string | null;
  follow_up_at: string | null;
  claimed_by: string | null;
  claimed_until: string | null;
  name: string;
  phone: string;
  arrival_time: string | null;
  leave_time: string | null;
  urban_area: number | null;
  president_female: number | null;
}

export interface ThreadDto {
  observerId: number;
  pollingStationId: number;
  pollingStationName: string;
  observerName: string;
  observerPhone: string;
  observerPhoneNumber: string;
  countyCode: string;
  pollingStationNumber: number;
  urgent: boolean;
  lastModified: string;
  observerArrivalTime: string | null;
  observerLeaveTime: string | null;
  urbanArea: boolean | null;
  isPollingStationPresidentFemale: boolean | null;
  followUp: FollowUpStatus;
  followUpBy: string | null;
  followUpAt: string | null;
  claimedBy: string | null;
  claimedUntil: string | null;
}

/**
 * Newest first; with unresolvedFirst, threads not yet `resolved` come before the resolved
 * ones, each group newest first. Fixed strings only (never built from input).
 */
const THREAD_ORDER = {
  newest: { inner: 't.last_modified DESC, t.observer_id DESC, t.polling_station_id DESC', outer: '' },
  unresolvedFirst: {
    inner: 't.unresolved DESC, t.last_modified DESC, t.observer_id DESC, t.polling_station_id DESC',
    outer: 'page.unresolved DESC, ',
  },
} as const;

/** One page of the caller's threads and the total that matches. */
export async function listThreads(
  db: Db,
  p: StaffPrincipal,
  f: AnswerFilter & { unresolvedFirst?: boolean | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ThreadDto[]; total: number }> {
  const { where, params, needsObserver, narrowed } = threadWhere(p, f);
  const total = !narrowed
    ? await threadTotal(db, ngoScope(p), f.urgent === true)
    : Number(
        (
          await db.get<{ n: number }>(
            `SELECT COUNT(*) AS n FROM answer_threads t${needsObserver ? ' JOIN observers o ON o.id = t.observer_id' : ''} WHERE ${where}`,
            params,
          )
        )?.n ?? 0,
      );
  // Index-backed: the page's keys come from answer_threads' (ngo, urgent, last_modified)
  // indexes, so OFFSET skips index entries; only the page's rows are joined to names and
  // check-in details.
  const order = THREAD_ORDER[f.unresolvedFirst === true ? 'unresolvedFirst' : 'newest'];
  const rows = await db.all<ThreadRow>(
    `SELECT t.observer_id, t.polling_station_id, t.county_code, c.name AS county_name, t.station_number, t.urgent, t.last_modified,
            t.follow_up, t.follow_up_by, t.follow_up_at, t.claimed_by, t.claimed_until,
            o.name, o.phone, v.arrival_time, v.leave_time, v.urban_area, v.president_female
       FROM (SELECT t.observer_id, t.polling_station_id, t.unresolved, t.last_modified FROM answer_threads t${needsObserver ? ' JOIN observers o ON o.id = t.observer_id' : ''}
              WHERE ${where} ORDER BY ${order.inner} LIMIT ? OFFSET ?) page
       JOIN answer_threads t ON t.observer_id = page.observer_id AND t.polling_station_id = page.polling_station_id
       JOIN observers o ON o.id = t.observer_id
       JOIN counties c ON c.id = t.county_id
       LEFT JOIN station_visits v ON v.observer_id = t.observer_id AND v.polling_station_id = t.polling_station_id
      ORDER BY ${order.outer}page.last_modified DESC, page.observer_id DESC, page.polling_station_id DESC`,
    [...params, page.limit, page.offset],
  );
  const now = nowIso();
  return {
    total,
    rows: rows.map((r) => ({
      observerId: r.observer_id,
      pollingStationId: r.polling_station_id,
      pollingStationName: `${r.county_name} ${r.station_number}`,
      observerName: r.name,
      observerPhone: r.phone,
      observerPhoneNumber: r.phone,
      countyCode: r.county_code,
      pollingStationNumber: r.station_number,
      urgent: r.urgent === 1,
      lastModified: r.last_modified,
      observerArrivalTime: r.arrival_time,
      observerLeaveTime: r.leave_time,
      urbanArea: optBool(r.urban_area),
      isPollingStationPresidentFemale: optBool(r.president_female),
      followUp: r.follow_up,
      followUpBy: r.follow_up_by,
      followUpAt: r.follow_up_at,
      ...liveClaim(r.claimed_by, r.claimed_until, now),
    })),
  };
}

/** One answered question of a thread, with the options the observer chose. */
export interface FilledInQuestion {
  id: number;
  formId: number;
  formCode: string;
  questionCode: string;
  text: string;
  questionTypeId: number;
  answers: { optionId: number; text: string; isFreeText: boolean; value: string | null; flagged: boolean }[];
}

/** The questions an observer answered at a station, in form order. */
export async function filledIn(db: Db, observerId: number, stationId: number): Promise<FilledInQuestion[]> {
  const rows = await db.all<{
    question_id: number;
    form_id: number;
    form_code: string;
    question_code: string;
    text: string;
    question_type: number;
    option_id: number;
    option_text: string;
    is_free_text: number;
    value: string | null;
    flagged: number;
  }>(
    `SELECT a.question_id, q.form_id, f.code AS form_code, q.code AS question_code, q.text, q.question_type,
            a.option_id, op.text AS option_text, op.is_free_text, a.value, op.flagged
       FROM answers a
       JOIN question_options op ON op.id = a.option_id
       JOIN questions q ON q.id = a.question_id
       JOIN form_sections s ON s.id = q.section_id
       JOIN forms f ON f.id = q.form_id
      WHERE a.observer_id = ? AND a.polling_station_id = ?
      ORDER BY f.sort_order, f.id, s.order_number, q.order_number, q.id, op.order_number, op.id`,
    [observerId, stationId],
  );
  const out: FilledInQuestion[] = [];
  const byQ = new Map<number, FilledInQuestion>();
  for (const r of rows) {
    let item = byQ.get(r.question_id);
    if (!item) {
      item = {
        id: r.question_id,
        formId: r.form_id,
        formCode: r.form_code,
        questionCode: r.question_code,
        text: r.text,
        questionTypeId: r.question_type,
        answers: [],
      };
      byQ.set(r.question_id, item);
      out.push(item);
    }
    item.answers.push({
      optionId: r.option_id,
      text: r.option_text,
      isFreeText: r.is_free_text === 1,
      value: r.value,
      flagged: r.flagged === 1,
    });
  }
  return out;
}

export interface StationInfoDto {
  lastModified: string;
  observerArrivalTime: string | null;
  observerLeaveTime: string | null;
  urbanArea: boolean | null;
  isPollingStationPresidentFemale: boolean | null;
}

/** The observer's check-in at a station, or undefined when they never checked in there. */
export async function stationInfo(q: Queryable, observerId: number, stationId: number): Promise<StationInfoDto | undefined> {
  const v = await q.get<{
    last_modified: string;
    arrival_time: string | null;
    leave_time: string | null;
    urban_area: number | null;
    president_female: number | null;
  }>(
    'SELECT last_modified, arrival_time, leave_time, urban_area, president_female FROM station_visits WHERE observer_id = ? AND polling_station_id = ?',
    [observerId, stationId],
  );
  if (!v) return undefined;
  return {
    lastModified: (await threadLastModified(q, observerId, stationId)) ?? v.last_modified,
    observerArrivalTime: v.arrival_time,
    observerLeaveTime: v.leave_time,
    urbanArea: optBool(v.urban_area),
    isPollingStationPresidentFemale: optBool(v.president_female),
  };
}
