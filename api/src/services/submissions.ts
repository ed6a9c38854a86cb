import type { Db, Queryable, SqlValue } from '../db/types.js';
import { insertMany } from '../db/bulk.js';
import { ANSWER_COLUMNS } from '../db/columns.js';
import type { ObserverPrincipal } from '../auth/principal.js';
import { fieldProblem } from '../http/problem.js';
import { resolveStation, type StationRef } from './locations.js';
import { nowIso } from '../util.js';
import { bumpThreads } from './counts.js';
import { questionMeta } from './question-cache.js';
import { reopenOnFlaggedAnswer } from './follow-up.js';
import { touchThread } from './thread-activity.js';

export interface CheckIn {
  countyCode: string;
  pollingStationNumber: number;
  observerArrivalTime?: string | undefined;
  observerLeaveTime?: string | undefined;
  urbanArea?: boolean | undefined;
  isPollingStationPresidentFemale?: boolean | undefined;
}

/** Check-in, upserted per (observer, station). */
async function checkIn(q: Queryable, o: ObserverPrincipal, c: CheckIn): Promise<StationRef> {
  const st = await resolveStation(q, c.countyCode, c.pollingStationNumber);
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
  return st;
}

export interface AnswerItem {
  questionId: number;
  countyCode: string;
  pollingStationNumber: number;
  options: { optionId: number; value?: string | undefined }[];
}

const SINGLE_CHOICE = new Set([1, 2]);

/**
 * lastSeen moves at most once a minute per observer: it is shown to the minute, and every
 * move rewrites two index entries, on the hottest write path.
 */
async function touchLastSeen(q: Queryable, observerId: number, now: string): Promise<void> {
  const minuteAgo = new Date(Date.parse(now) - 60_000).toISOString();
  await q.run('UPDATE observers SET last_seen = ? WHERE id = ? AND last_seen < ?', [now, observerId, minuteAgo]);
}

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
  if (old && (n === 0 || (old.urgent === 1) !== urgent)) await bumpThreads(q, ngoId, old.urgent === 1, -1);
  if (n === 0) {
    await q.run('DELETE FROM answer_threads WHERE observer_id = ? AND polling_station_id = ?', [observerId, st.id]);
    return;
  }
  if (!old || (old.urgent === 1) !== urgent) await bumpThreads(q, ngoId, urgent, 1);
  await q.run(
    `INSERT INTO answer_threads (observer_id, polling_station_id, ngo_id, county_id, county_code, station_number, answers_count, flagged_count, urgent, last_modified)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (observer_id, polling_station_id) DO UPDATE SET
       answers_count = excluded.answers_count, flagged_count = excluded.flagged_count,
       urgent = excluded.urgent, last_modified = excluded.last_modified`,
    [observerId, st.id, ngoId, st.countyId, st.countyCode, st.number, n, f, f > 0, now],
  );
}

/** One station's share of a submission: the questions it replaces and the rows it writes. */
interface StationWrite {
  st: StationRef;
  /** Question id -> its answer rows; a question given twice keeps its last answer. */
  byQuestion: Map<number, SqlValue[][]>;
}

/**
 * Replaces the observer's answers to the given questions at each station (one transaction, by
 * the caller). Everything is checked first; then each station's old answers go in one DELETE
 * and the new ones in one multi-row INSERT (a 10-answer submission was 20 statements).
 */
async function submitAnswers(q: Queryable, o: ObserverPrincipal, items: AnswerItem[]): Promise<number> {
  const now = nowIso();
  const stations = new Map<string, StationRef>();
  const writes = new Map<number, StationWrite>();
  for (const [i, item] of items.entries()) {
    const key = `${item.countyCode.trim().toUpperCase()}#${item.pollingStationNumber}`;
    let st = stations.get(key);
    if (!st) {
      st = await resolveStation(q, item.countyCode, item.pollingStationNumber, {
        county: `answers[${i}].countyCode`,
        number: `answers[${i}].pollingStationNumber`,
      });
      stations.set(key, st);
    }
    const question = await questionMeta(q, item.questionId);
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
    const rows: SqlValue[][] = [];
    for (const opt of item.options) {
      const meta = options.get(opt.optionId);
      const value = meta?.isFreeText === true && opt.value !== undefined ? opt.value : null;
      rows.push([o.observerId, st.id, opt.optionId, question.id, question.formId, o.ngoId, st.countyId, meta?.flagged ?? 0, value, now]);
    }
    w.byQuestion.set(question.id, rows);
  }
  let written = 0;
  for (const w of writes.values()) {
    const questionIds = [...w.byQuestion.keys()];
    await q.run(
      `DELETE FROM answers WHERE observer_id = ? AND polling_station_id = ? AND question_id IN (${questionIds.map(() => '?').join(', ')})`,
      [o.observerId, w.st.id, ...questionIds],
    );
    const rows = [...w.byQuestion.values()].flat();
    await insertMany(q, 'answers', ANSWER_COLUMNS, rows, 100);
    written += rows.length;
    // ANSWER_COLUMNS' 8th column is `flagged`.
    const flagged = rows.some((r) => r[7] === 1);
    await refreshThread(q, o.observerId, o.ngoId, w.st, now);
    if (flagged) await reopenOnFlaggedAnswer(q, o.observerId, w.st.id, now);
  }
  await touchLastSeen(q, o.observerId, now);
  return written;
}

/** A check-in in its own transaction. */
export async function recordCheckIn(db: Db, o: ObserverPrincipal, c: CheckIn): Promise<void> {
  await db.tx((q) => checkIn(q, o, c));
}

/** A submission of answers in one transaction. */
export async function recordAnswers(db: Db, o: ObserverPrincipal, items: AnswerItem[]): Promise<void> {
  await db.tx((q) => submitAnswers(q, o, items));
}
