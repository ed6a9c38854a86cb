import type { Db, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { flagRateStandsOut, priorStrength, rateRatio, type Tally } from './anomaly-score.js';
import { ResultReuse, reuseFor } from './result-reuse.js';
import { SINGLE_CHOICE } from './submissions.js';

export type AnomalyLevel = 'station' | 'county';

/** Urgent notes: notes in a thread with a flagged answer. A burst: this many within the window. */
export const BURST_NOTES = 3;
export const BURST_MINUTES = 30;
/** Each rule signal adds this to a unit's score (a flag rate at its group's rate scores 1). */
export const SIGNAL_WEIGHT = 1;

export type AnomalyReason =
  | { code: 'flag-rate'; params: { ratio: number; flagged: number; answers: number } }
  | { code: 'disagreement'; params: { questionId: number; questionCode: string; observers: number } }
  | { code: 'disagreement'; params: { stations: number } }
  | { code: 'urgent-notes-burst'; params: { notes: number; minutes: number } }
  | { code: 'urgent-notes-burst'; params: { stations: number } };

export interface Anomaly {
  label: string;
  score: number;
  rate: number;
  baseline: number;
  answers: number;
  countyCode: string;
  pollingStationNumber?: number;
  reasons: AnomalyReason[];
}

interface Station {
  id: number;
  countyId: number;
  number: number;
  n: number;
  f: number;
  disagreements: { questionId: number; questionCode: string; observers: number }[];
  burst: number;
}

interface County {
  id: number;
  code: string;
  name: string;
  order: number;
}

/** Station ids read per statement: the event loop serves other requests between two ranges. */
const STATION_RANGE = 500;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Both rankings of one scope and form: they read the same stations. */
type Rankings = Record<AnomalyLevel, Anomaly[]>;
const caches = new WeakMap<object, ResultReuse<Rankings | undefined>>();

/**
 * One page of the units (stations or counties) that stand out, most unusual first. `undefined`
 * when `formId` names no form.
 */
export async function anomalyPage(
  db: Db,
  p: StaffPrincipal,
  q: { level: AnomalyLevel; formId?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: Anomaly[]; total: number } | undefined> {
  const scope = ngoScope(p);
  const key = JSON.stringify([scope ?? null, q.formId ?? null]);
  const rankings = await reuseFor(caches, db, 8).get(db, key, () => rankAnomalies(db, scope, q.formId));
  if (!rankings) return undefined;
  const ranked = rankings[q.level];
  return { rows: ranked.slice(page.offset, page.offset + page.limit), total: ranked.length };
}

async function rankAnomalies(db: Db, scope: number | undefined, formId: number | undefined): Promise<Rankings | undefined> {
  if (formId !== undefined && !(await db.get('SELECT id FROM forms WHERE id = ?', [formId]))) return undefined;
  const counties = new Map(
    (await db.all<{ id: number; code: string; name: string; sort_order: number }>('SELECT id, code, name, sort_order FROM counties')).map(
      (c) => [c.id, { id: c.id, code: c.code, name: c.name, order: c.sort_order }],
    ),
  );
  const stations = await readStations(db, scope, formId);
  await markBursts(db, scope, formId, stations);
  const byScore = (rows: Ranked[]) =>
    rows.sort((a, b) => b.row.score - a.row.score || b.row.answers - a.row.answers || a.order - b.order).map((r) => r.row);
  return {
    station: byScore(rankStations([...stations.values()], counties)),
    county: byScore(rankCounties([...stations.values()], counties)),
  };
}

/** Each station's answers and flags (of the form, when given) and its disagreements, in ranges of station ids. */
async function readStations(db: Db, scope: number | undefined, formId: number | undefined): Promise<Map<number, Station>> {
  const stations = new Map<number, Station>();
  const maxId = Number((await db.get<{ m: number | null }>('SELECT MAX(id) AS m FROM polling_stations'))?.m ?? 0);
  const scopeSql = scope === undefined ? '' : ' AND ngo_id = ?';
  const scopeParams: SqlValue[] = scope === undefined ? [] : [scope];
  const formSql = formId === undefined ? '' : ' AND form_id = ?';
  const formParams: SqlValue[] = formId === undefined ? [] : [formId];
  const questionCodes = new Map(
    (await db.all<{ id: number; code: string }>(`SELECT id, code FROM questions WHERE 1 = 1${formSql}`, formParams)).map((r) => [
      r.id,
      r.code,
    ]),
  );
  for (let lo = 1; lo <= maxId; lo += STATION_RANGE) {
    const range = [lo, lo + STATION_RANGE - 1];
    // Without a form, the threads' running counts say it; with one, that form's answers.
    const tallies =
      formId === undefined
        ? await db.all<{ id: number; n: number; f: number }>(
            `SELECT polling_station_id AS id, SUM(answers_count) AS n, SUM(flagged_count) AS f FROM answer_threads
              WHERE polling_station_id BETWEEN ? AND ?${scopeSql} GROUP BY polling_station_id`,
            [...range, ...scopeParams],
          )
        : await db.all<{ id: number; n: number; f: number }>(
            `SELECT polling_station_id AS id, COUNT(*) AS n, SUM(flagged) AS f FROM answers
              WHERE polling_station_id BETWEEN ? AND ? AND question_id IN (SELECT id FROM questions WHERE form_id = ?)${scopeSql}
              GROUP BY polling_station_id`,
            [...range, formId, ...scopeParams],
          );
    if (tallies.length > 0) {
      const places = new Map(
        (
          await db.all<{ id: number; county_id: number; number: number }>(
            'SELECT id, county_id, number FROM polling_stations WHERE id BETWEEN ? AND ?',
            range,
          )
        ).map((s) => [s.id, s]),
      );
      for (const t of tallies) {
        const place = places.get(t.id);
        if (!place || Number(t.n) <= 0) continue;
        stations.set(t.id, {
          id: t.id,
          countyId: place.county_id,
          number: place.number,
          n: Number(t.n),
          f: Number(t.f ?? 0),
          disagreements: [],
          burst: 0,
        });
      }
      // Two observers chose different options of a single-choice question (each chose one).
      const split = await db.all<{ id: number; question_id: number; observers: number }>(
        `SELECT polling_station_id AS id, question_id, COUNT(*) AS observers FROM answers
          WHERE polling_station_id BETWEEN ? AND ?
            AND question_id IN (SELECT id FROM questions WHERE question_type IN (${[...SINGLE_CHOICE].join(', ')})${formSql})${scopeSql}
          GROUP BY polling_station_id, question_id HAVING MIN(option_id) < MAX(option_id)`,
        [...range, ...formParams, ...scopeParams],
      );
      for (const s of split) {
        stations.get(s.id)?.disagreements.push({
          questionId: s.question_id,
          questionCode: questionCodes.get(s.question_id) ?? '',
          observers: Number(s.observers),
        });
      }
    }
    await nextTurn();
  }
  for (const s of stations.values()) s.disagreements.sort((a, b) => a.questionCode.localeCompare(b.questionCode, 'en', { numeric: true }));
  return stations;
}

/** The most urgent notes any window of BURST_MINUTES holds at each station, when it reaches BURST_NOTES. */
async function markBursts(db: Db, scope: number | undefined, formId: number | undefined, stations: Map<number, Station>): Promise<void> {
  const notes = await db.all<{ id: number; at: string }>(
    `SELECT n.polling_station_id AS id, n.last_modified AS at FROM notes n
       JOIN answer_threads t ON t.observer_id = n.observer_id AND t.polling_station_id = n.polling_station_id
      WHERE t.urgent = 1${scope === undefined ? '' : ' AND t.ngo_id = ?'}${formId === undefined ? '' : ' AND n.form_id = ?'}
      ORDER BY n.polling_station_id, n.last_modified`,
    [...(scope === undefined ? [] : [scope]), ...(formId === undefined ? [] : [formId])],
  );
  const windowMs = BURST_MINUTES * 60_000;
  let start = 0;
  for (let i = 0; i < notes.length; i++) {
    const note = notes[i] as { id: number; at: string };
    if (i === 0 || notes[i - 1]?.id !== note.id) start = i;
    const at = Date.parse(note.at);
    while (Date.parse((notes[start] as { at: string }).at) < at - windowMs) start++;
    const held = i - start + 1;
    const station = stations.get(note.id);
    if (station && held >= BURST_NOTES) station.burst = Math.max(station.burst, held);
  }
}

interface Ranked {
  row: Anomaly;
  order: number;
}

const flagRate = (u: Tally, kappa: number): { ratio: number; reason?: AnomalyReason } => {
  const ratio = rateRatio(u, kappa);
  return flagRateStandsOut(u, kappa) ? { ratio, reason: { code: 'flag-rate', params: { ratio, flagged: u.f, answers: u.n } } } : { ratio };
};

function rankStations(stations: readonly Station[], counties: ReadonlyMap<number, County>): Ranked[] {
  const byCounty = new Map<number, { n: number; f: number }>();
  for (const s of stations) {
    const c = byCounty.get(s.countyId) ?? { n: 0, f: 0 };
    c.n += s.n;
    c.f += s.f;
    byCounty.set(s.countyId, c);
  }
  const tally = (s: Station): Tally => {
    const c = byCounty.get(s.countyId) ?? { n: 0, f: 0 };
    return { n: s.n, f: s.f, p: c.n > 0 ? c.f / c.n : 0 };
  };
  const kappa = priorStrength(stations.map(tally));
  const rows: Ranked[] = [];
  for (const s of stations) {
    const u = tally(s);
    const { ratio, reason } = flagRate(u, kappa);
    const reasons: AnomalyReason[] = reason ? [reason] : [];
    for (const d of s.disagreements) reasons.push({ code: 'disagreement', params: d });
    if (s.burst > 0) reasons.push({ code: 'urgent-notes-burst', params: { notes: s.burst, minutes: BURST_MINUTES } });
    if (reasons.length === 0) continue;
    const county = counties.get(s.countyId);
    const signals = (s.disagreements.length > 0 ? 1 : 0) + (s.burst > 0 ? 1 : 0);
    rows.push({
      row: {
        label: `${county?.name ?? ''} ${s.number}`,
        score: ratio + SIGNAL_WEIGHT * signals,
        rate: s.f / s.n,
        baseline: u.p,
        answers: s.n,
        countyCode: county?.code ?? '',
        pollingStationNumber: s.number,
        reasons,
      },
      order: (county?.order ?? 0) * 1_000_000 + s.number,
    });
  }
  return rows;
}

function rankCounties(stations: readonly Station[], counties: ReadonlyMap<number, County>): Ranked[] {
  const byCounty = new Map<number, { n: number; f: number; split: number; bursts: number }>();
  for (const s of stations) {
    const c = byCounty.get(s.countyId) ?? { n: 0, f: 0, split: 0, bursts: 0 };
    c.n += s.n;
    c.f += s.f;
    if (s.disagreements.length > 0) c.split++;
    if (s.burst > 0) c.bursts++;
    byCounty.set(s.countyId, c);
  }
  let n = 0;
  let f = 0;
  for (const c of byCounty.values()) {
    n += c.n;
    f += c.f;
  }
  const overall = n > 0 ? f / n : 0;
  const kappa = priorStrength([...byCounty.values()].map((c) => ({ n: c.n, f: c.f, p: overall })));
  const rows: Ranked[] = [];
  for (const [countyId, c] of byCounty) {
    const { ratio, reason } = flagRate({ n: c.n, f: c.f, p: overall }, kappa);
    const reasons: AnomalyReason[] = reason ? [reason] : [];
    if (c.split > 0) reasons.push({ code: 'disagreement', params: { stations: c.split } });
    if (c.bursts > 0) reasons.push({ code: 'urgent-notes-burst', params: { stations: c.bursts } });
    if (reasons.length === 0) continue;
    const county = counties.get(countyId);
    rows.push({
      row: {
        label: county?.name ?? '',
        score: ratio + SIGNAL_WEIGHT * ((c.split > 0 ? 1 : 0) + (c.bursts > 0 ? 1 : 0)),
        rate: c.f / c.n,
        baseline: overall,
        answers: c.n,
        countyCode: county?.code ?? '',
        reasons,
      },
      order: county?.order ?? 0,
    });
  }
  return rows;
}
