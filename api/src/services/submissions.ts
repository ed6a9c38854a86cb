import type { Db, Queryable } from '../db/types.js';
import { insertMany } from '../db/bulk.js';
import { ANSWER_COLUMNS } from '../db/columns.js';
import type { ObserverPrincipal } from '../auth/principal.js';
import { fieldProblem } from '../http/problem.js';
import { resolveStation, type StationRef } from './locations.js';
import { nowIso } from '../util.js';
import { bumpThreads, threadCountShard } from './counts.js';
import { questionMeta } from './question-cache.js';
import { reopenOnFlaggedAnswer } from './follow-up.js';
import { touchThread } from './thread-activity.js';
import { afterCheckIn, afterSent, refreshLeftUrgent } from './attention-state.js';

export interface CheckIn {
  countyCode: string;
  pollingStationNumber: number;
  observerArrivalTime?: string | undefined;
  observerLeaveTime?: string | undefined;
  urbanArea?: boolean | undefined;
  isPollingStationPresidentFemale?: boolean | undefined;
}

/** Check-in, upserted per (observer, station). */
async function checkIn(q: Queryable, o: ObserverPrincipal, st: StationRef, c: CheckIn): Promise<void> {
  const now = nowIso();
  const existing = await q.get<{
    arrival_time: string | null;
    leave_time: string | null;
    urban_area: number | null;
    president_female: number | null;
  }>('SELECT arrival_time, leave_time, urban_area, president_female FROM station_visits WHERE observer_id = ? AND polling_station_id = ?', [
    o.observerId,
    st.id,
  ]);
  if (existing) {
    // Fields left out keep their value, so the app can send the leave time on its own.
    await q.run(
      'UPDATE station_visits SET arrival_time = ?, leave_time = ?, urban_area = ?, president_female = ?, last_modified = ? WHERE observer_id = ? AND polling_station_id = ?',
      [
        c.observerArrivalTime ?? existing.arrival_time,
        c.observerLeaveTime ?? existing.leave_time,
        c.urbanArea ?? existing.urban_area,
        c.isPollingStationPresidentFemale ?? existing.president_female,
        now,
        o.observerId,
        st.id,
      ],
    );
  } else {
    await q.run(
      `INSERT INTO station_visits (observer_id, polling_station_id, ngo_id, county_id, station_number, arrival_time, leave_time, urban_area, president_female, last_modified)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        o.observerId,
        st.id,
        o.ngoId,
        st.countyId,
        st.number,
        c.observerArrivalTime ?? null,
        c.observerLeaveTime ?? null,
        c.urbanArea ?? null,
        c.isPollingStationPresidentFemale ?? null,
        now,
      ],
    );
    await q.run('UPDATE observers SET stations_count = stations_count + 1 WHERE id = ?', [o.observerId]);
  }
  await touchThread(q, o.observerId, st.id, now);
  await afterCheckIn(q, o.observerId, o.ngoId, now);
}

export interface AnswerItem {
  questionId: number;
  countyCode: string;
  pollingStationNumber: number;
  options: { optionId: number; value?: string | undefined }[];
}

/** Question types that take one option; every other type may take several. */
export const SINGLE_CHOICE = new Set([1, 2]);

/**
 * lastSeen moves at most once a minute per observer: it is shown to the minute, and every
 * move rewrites two index entries, on the hottest write path.
 */
async function touchLastSeen(q: Queryable, observerId: number, now: string): Promise<void> {
  await q.run('UPDATE observers SET last_seen = ? WHERE id = ? AND last_seen < ?', [now, observerId, minuteBefore(now)]);
}

const minuteBefore = (iso: string): string => new Date(Date.parse(iso) - 60_000).toISOString();

/** Keeps the per-(observer, station) summary that the thread list reads. */
async function refreshThread(q: Queryable, observerId: number, ngoId: number, st: StationRef, now: string): Promise<void> {
  // One statement for the new counts and the row's current urgency (the hottest write path).
  const agg = await q.get<{ n: number; f: number | null; old_urgent: number | null }>(
    `SELECT COUNT(*) AS n, SUM(flagged) AS f,
            (SELECT urgent FROM answer_threads WHERE observer_id = ? AND polling_station_id = ?) AS old_urgent
       FROM answers WHERE observer_id = ? AND polling_station_id = ?`,
    [observerId, st.id, observerId, st.id],
  );
  const n = Number(agg?.n ?? 0);
  const f = Number(agg?.f ?? 0);
  const old = agg?.old_urgent === null || agg?.old_urgent === undefined ? undefined : { urgent: Number(agg.old_urgent) };
  const urgent = f > 0;
  const shard = threadCountShard(observerId);
  if (old && (n === 0 || (old.urgent === 1) !== urgent)) await bumpThreads(q, ngoId, old.urgent === 1, -1, shard);
  if (n === 0) {
    await q.run('DELETE FROM answer_threads WHERE observer_id = ? AND polling_station_id = ?', [observerId, st.id]);
    if (old?.urgent === 1) await refreshLeftUrgent(q, observerId);
    return;
  }
  const urgencyChanged = !old || (old.urgent === 1) !== urgent;
  if (urgencyChanged) await bumpThreads(q, ngoId, urgent, 1, shard);
  await q.run(
    `INSERT INTO answer_threads (observer_id, polling_station_id, ngo_id, county_id, county_code, station_number, answers_count, flagged_count, urgent, last_modified)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (observer_id, polling_station_id) DO UPDATE SET
       answers_count = excluded.answers_count, flagged_count = excluded.flagged_count,
       urgent = excluded.urgent, last_modified = excluded.last_modified`,
    [observerId, st.id, ngoId, st.countyId, st.countyCode, st.number, n, f, f > 0, now],
  );
  // A station already left can become (or stop being) one left with urgent answers open.
  if (urgencyChanged) await refreshLeftUrgent(q, observerId);
}

/** One answer row to write: the chosen option of a question (and its free text). */
interface AnswerRow {
  optionId: number;
  questionId: number;
  formId: number;
  flagged: number;
  value: string | null;
}

/** One station's share of a submission: the questions it replaces and the rows it writes. */
interface StationWrite {
  st: StationRef;
  /** Question id -> its answer rows; a question given twice keeps its last answer, an empty list clears it. */
  byQuestion: Map<number, AnswerRow[]>;
}

/**
 * Checks a whole submission before anything is written (question definitions and stations come
 * from this instance's caches) and groups its rows by station. Any error is a 400 naming the item.
 */
async function planSubmission(db: Db, items: AnswerItem[]): Promise<StationWrite[]> {
  const stations = new Map<string, StationRef>();
  const writes = new Map<number, StationWrite>();
  for (const [i, item] of items.entries()) {
    const key = `${item.countyCode.trim().toUpperCase()}#${item.pollingStationNumber}`;
    let st = stations.get(key);
    if (!st) {
      st = await resolveStation(db, item.countyCode, item.pollingStationNumber, {
        county: `answers[${i}].countyCode`,
        number: `answers[${i}].pollingStationNumber`,
      });
      stations.set(key, st);
    }
    const question = await questionMeta(db, item.questionId);
    if (!question)
      throw fieldProblem('Unknown question.', {
        [`answers[${i}].questionId`]: [{ code: 'question_unknown', message: 'No question has this id.' }],
      });
    if (question.draft)
      throw fieldProblem('The form is not published.', {
        [`answers[${i}].questionId`]: [{ code: 'form_not_published', message: 'This question belongs to a form that is not published.' }],
      });
    const options = question.options;
    const chosen = new Set<number>();
    for (const [j, opt] of item.options.entries()) {
      if (!options.has(opt.optionId))
        throw fieldProblem('Unknown option.', {
          [`answers[${i}].options[${j}].optionId`]: [{ code: 'option_unknown', message: 'This option does not belong to the question.' }],
        });
      if (chosen.has(opt.optionId))
        throw fieldProblem('Repeated option.', {
          [`answers[${i}].options[${j}].optionId`]: [{ code: 'option_repeated', message: 'This option is given twice.' }],
        });
      chosen.add(opt.optionId);
    }
    if (SINGLE_CHOICE.has(question.type) && item.options.length > 1) {
      throw fieldProblem('Single choice.', {
        [`answers[${i}].options`]: [{ code: 'single_choice', message: 'This question takes a single option.' }],
      });
    }
    let w = writes.get(st.id);
    if (!w) {
      w = { st, byQuestion: new Map() };
      writes.set(st.id, w);
    }
    w.byQuestion.set(
      question.id,
      item.options.map((opt) => {
        const meta = options.get(opt.optionId);
        return {
          optionId: opt.optionId,
          questionId: question.id,
          formId: question.formId,
          flagged: meta?.flagged ?? 0,
          value: meta?.isFreeText === true && opt.value !== undefined ? opt.value : null,
        };
      }),
    );
  }
  return [...writes.values()];
}

/**
 * SQLite: one station's share, step by step (statements cost no round trip in-process): the old
 * answers of the given questions go in one DELETE, the new ones in one multi-row INSERT, then the
 * thread row, its follow-up and the running totals.
 */
async function replaceAnswersStepwise(q: Queryable, o: ObserverPrincipal, w: StationWrite, now: string): Promise<void> {
  const questionIds = [...w.byQuestion.keys()];
  await q.run(
    `DELETE FROM answers WHERE observer_id = ? AND polling_station_id = ? AND question_id IN (${questionIds.map(() => '?').join(', ')})`,
    [o.observerId, w.st.id, ...questionIds],
  );
  const rows = [...w.byQuestion.values()].flat();
  await insertMany(
    q,
    'answers',
    ANSWER_COLUMNS,
    rows.map((r) => [o.observerId, w.st.id, r.optionId, r.questionId, r.formId, o.ngoId, w.st.countyId, r.flagged, r.value, now]),
    100,
  );
  await refreshThread(q, o.observerId, o.ngoId, w.st, now);
  if (rows.some((r) => r.flagged === 1)) await reopenOnFlaggedAnswer(q, o.observerId, w.st.id, now);
}

/**
 * PostgreSQL: the same steps as replaceAnswersStepwise, and touchLastSeen, as ONE statement: one
 * round trip, prepared once per connection, and (alone) no BEGIN/COMMIT round trips; the rows
 * travel as arrays, so one statement text serves any number of answers. Its parts see the table as
 * the statement found it, so nothing reads what another part writes:
 * - answers: rows of the given questions whose option is not chosen any more are deleted; the
 *   chosen ones are upserted (a repeated answer is updated in place, no index or key re-checked);
 * - the thread's counts are the rows of the other questions plus the rows just written; the thread
 *   row is upserted, or deleted when nothing is left; a flagged answer on a thread whose follow-up
 *   is `resolved` sets it back to `needed` (recorded in the history);
 * - the running totals move by the thread's old and new urgency (nothing when it did not change);
 * - lastSeen moves at most once a minute.
 */
const REPLACE_ANSWERS_POSTGRES = `WITH input AS (
  SELECT * FROM unnest($10::int[], $11::int[], $12::int[], $13::int[], $14::text[]) AS i(option_id, question_id, form_id, flagged, value)
), removed AS (
  DELETE FROM answers WHERE observer_id = $1 AND polling_station_id = $2 AND question_id = ANY($9::int[]) AND option_id <> ALL($10::int[])
), written AS (
  INSERT INTO answers (observer_id, polling_station_id, option_id, question_id, form_id, ngo_id, county_id, flagged, value, last_modified)
  SELECT $1, $2, option_id, question_id, form_id, $3, $4, flagged, value, $7 FROM input
  ON CONFLICT (observer_id, polling_station_id, option_id) DO UPDATE SET
    question_id = excluded.question_id, form_id = excluded.form_id, flagged = excluded.flagged,
    value = excluded.value, last_modified = excluded.last_modified
  RETURNING flagged
), kept AS (
  SELECT COUNT(*) AS n, COALESCE(SUM(flagged), 0) AS f FROM answers
   WHERE observer_id = $1 AND polling_station_id = $2 AND question_id <> ALL($9::int[])
), next AS (
  SELECT kept.n + w.n AS n, kept.f + w.f AS f FROM kept, (SELECT COUNT(*) AS n, COALESCE(SUM(flagged), 0) AS f FROM written) w
), old AS (
  SELECT urgent, follow_up FROM answer_threads WHERE observer_id = $1 AND polling_station_id = $2
), thread AS (
  INSERT INTO answer_threads (observer_id, polling_station_id, ngo_id, county_id, county_code, station_number, answers_count, flagged_count, urgent, last_modified)
  SELECT $1, $2, $3, $4, $5, $6, n, f, CASE WHEN f > 0 THEN 1 ELSE 0 END, $7 FROM next WHERE n > 0
  ON CONFLICT (observer_id, polling_station_id) DO UPDATE SET
    answers_count = excluded.answers_count, flagged_count = excluded.flagged_count,
    urgent = excluded.urgent, last_modified = excluded.last_modified,
    follow_up = CASE WHEN $15 AND answer_threads.follow_up = 'resolved' THEN 'needed' ELSE answer_threads.follow_up END,
    unresolved = CASE WHEN $15 AND answer_threads.follow_up = 'resolved' THEN 1 ELSE answer_threads.unresolved END,
    follow_up_by = CASE WHEN $15 AND answer_threads.follow_up = 'resolved' THEN NULL ELSE answer_threads.follow_up_by END,
    follow_up_at = CASE WHEN $15 AND answer_threads.follow_up = 'resolved' THEN excluded.last_modified ELSE answer_threads.follow_up_at END
  RETURNING urgent
), gone AS (
  DELETE FROM answer_threads WHERE observer_id = $1 AND polling_station_id = $2 AND (SELECT n FROM next) = 0
), history AS (
  INSERT INTO follow_up_history (observer_id, polling_station_id, status, by_account, at)
  SELECT $1, $2, 'needed', NULL, $7 FROM old WHERE $15 AND old.follow_up = 'resolved'
), totals AS (
  INSERT INTO thread_counts (ngo_id, urgent, shard, n)
  SELECT $3, u, $16, SUM(d) FROM (SELECT urgent AS u, -1 AS d FROM old UNION ALL SELECT urgent, 1 FROM thread) moves
   GROUP BY u HAVING SUM(d) <> 0
  ON CONFLICT (ngo_id, urgent, shard) DO UPDATE SET n = thread_counts.n + excluded.n
), seen AS (
  UPDATE observers SET last_seen = $7 WHERE id = $1 AND last_seen < $8
), attention AS (
  UPDATE observer_attention SET last_sent_at = $7, active_since = CASE WHEN open_station_id IS NULL THEN NULL ELSE $7 END
   WHERE observer_id = $1 AND (last_sent_at IS NULL OR last_sent_at < $8)
)
SELECT n, (SELECT urgent FROM old) AS old_urgent, (SELECT urgent FROM thread) AS new_urgent,
  $15 AND (SELECT follow_up FROM old) = 'resolved' AS reopened FROM next`;

interface ThreadMove {
  old_urgent: number | null;
  new_urgent: number | null;
  reopened: boolean | null;
}

/** Whether the thread's urgency moved or a flag reopened its resolved follow-up: what a left-with-urgent station depends on. */
function urgencyMoved(r: ThreadMove | undefined): boolean {
  return Number(r?.old_urgent ?? 0) !== Number(r?.new_urgent ?? 0) || r?.reopened === true;
}

/** Returns whether the thread's urgency moved or it reopened (then the observer's left-with-urgent station is refreshed). */
async function replaceAnswersPostgres(q: Queryable, o: ObserverPrincipal, w: StationWrite, now: string): Promise<boolean> {
  const rows = [...w.byQuestion.values()].flat();
  const r = await q.get<ThreadMove>(REPLACE_ANSWERS_POSTGRES, [
    o.observerId,
    w.st.id,
    o.ngoId,
    w.st.countyId,
    w.st.countyCode,
    w.st.number,
    now,
    minuteBefore(now),
    [...w.byQuestion.keys()],
    rows.map((r) => r.optionId),
    rows.map((r) => r.questionId),
    rows.map((r) => r.formId),
    rows.map((r) => r.flagged),
    rows.map((r) => r.value),
    rows.some((r) => r.flagged === 1),
    threadCountShard(o.observerId),
  ]);
  return urgencyMoved(r);
}

/**
 * Replaces the observer's answers to the given questions at each station, in one transaction.
 * Everything is checked first. On PostgreSQL a one-station submission (the usual one) is a single
 * statement, so a single round trip; on SQLite it is about nine statements, in-process.
 */
export async function recordAnswers(db: Db, o: ObserverPrincipal, items: AnswerItem[]): Promise<void> {
  const writes = await planSubmission(db, items);
  const now = nowIso();
  if (db.dialect === 'postgres') {
    const [only] = writes;
    if (writes.length === 1 && only) {
      // Rare (a thread's first flag, or its last one gone): the left-with-urgent station follows in
      // a second statement, read from what the first one committed.
      if (await replaceAnswersPostgres(db, o, only, now)) await refreshLeftUrgent(db, o.observerId);
    } else
      await db.tx(async (q) => {
        let moved = false;
        for (const w of writes) moved = (await replaceAnswersPostgres(q, o, w, now)) || moved;
        if (moved) await refreshLeftUrgent(q, o.observerId);
      });
    return;
  }
  await db.tx(async (q) => {
    for (const w of writes) await replaceAnswersStepwise(q, o, w, now);
    await touchLastSeen(q, o.observerId, now);
    await afterSent(q, o.observerId, now);
  });
}

/** A check-in in its own transaction (the station is resolved first). */
export async function recordCheckIn(db: Db, o: ObserverPrincipal, c: CheckIn): Promise<void> {
  const st = await resolveStation(db, c.countyCode, c.pollingStationNumber);
  await db.tx((q) => checkIn(q, o, st, c));
}
