import type { ReadQueryable, SqlValue } from '../db/types.js';
import { SINGLE_CHOICE } from './submissions.js';

/** What the anomaly ranking knows of one station, for every form at once. */
export interface StationData {
  id: number;
  countyId: number;
  number: number;
  /** Answers and flagged answers, by form. */
  byForm: Map<number, { n: number; f: number }>;
  /** Single-choice questions its observers answered differently. */
  disagreements: { questionId: number; questionCode: string; formId: number; observers: number }[];
  /** Its urgent notes (notes of a thread with a flagged answer), in time order. */
  urgentNotes: { at: number; formId: number | null }[];
}

export interface County {
  id: number;
  code: string;
  name: string;
  order: number;
}

/** Station ids read per statement: the event loop serves other requests between two ranges. */
const STATION_RANGE = 250;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Every station of the scope (an NGO, or all of them) with answers: one pass over the answers,
 * in ranges of station ids. A thread's answers are read by primary key (observer, station,
 * option): the option says its question, form and flag (answers keep their option's flag), so
 * only small tables are visited besides. Disagreements are looked for only at stations with more
 * than one thread.
 */
export async function readStations(db: ReadQueryable, scope: number | undefined): Promise<StationData[]> {
  const stations = new Map<number, StationData>();
  const maxId = Number((await db.get<{ m: number | null }>('SELECT MAX(id) AS m FROM polling_stations'))?.m ?? 0);
  const scopeSql = (alias: string) => (scope === undefined ? '' : ` AND ${alias}.ngo_id = ?`);
  const scopeParams: SqlValue[] = scope === undefined ? [] : [scope];
  const codes = new Map((await db.all<{ id: number; code: string }>('SELECT id, code FROM questions')).map((r) => [r.id, r.code]));
  const threadAnswers = `CROSS JOIN answers a CROSS JOIN question_options o CROSS JOIN questions q
    WHERE a.observer_id = t.observer_id AND a.polling_station_id = t.polling_station_id AND o.id = a.option_id AND q.id = o.question_id`;
  for (let lo = 1; lo <= maxId; lo += STATION_RANGE) {
    const range = [lo, lo + STATION_RANGE - 1];
    const tallies = await db.all<{ id: number; form_id: number; n: number; f: number }>(
      `SELECT t.polling_station_id AS id, q.form_id, COUNT(*) AS n, SUM(o.flagged) AS f FROM answer_threads t ${threadAnswers}
          AND t.polling_station_id BETWEEN ? AND ?${scopeSql('t')}
        GROUP BY t.polling_station_id, q.form_id`,
      [...range, ...scopeParams],
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
        if (!place) continue;
        let station = stations.get(t.id);
        if (!station) {
          station = { id: t.id, countyId: place.county_id, number: place.number, byForm: new Map(), disagreements: [], urgentNotes: [] };
          stations.set(t.id, station);
        }
        station.byForm.set(t.form_id, { n: Number(t.n), f: Number(t.f ?? 0) });
      }
      // Observers chose different options of a single-choice question (each chose one).
      const split = await db.all<{ id: number; question_id: number; form_id: number; observers: number }>(
        `SELECT t.polling_station_id AS id, q.id AS question_id, q.form_id, COUNT(*) AS observers
           FROM (SELECT polling_station_id FROM answer_threads m WHERE m.polling_station_id BETWEEN ? AND ?${scopeSql('m')}
                  GROUP BY m.polling_station_id HAVING COUNT(*) > 1) multi
           CROSS JOIN answer_threads t ${threadAnswers}
            AND t.polling_station_id = multi.polling_station_id${scopeSql('t')} AND q.question_type IN (${[...SINGLE_CHOICE].join(', ')})
          GROUP BY t.polling_station_id, q.id, q.form_id HAVING MIN(a.option_id) < MAX(a.option_id)`,
        [...range, ...scopeParams, ...scopeParams],
      );
      for (const s of split) {
        stations.get(s.id)?.disagreements.push({
          questionId: s.question_id,
          questionCode: codes.get(s.question_id) ?? '',
          formId: s.form_id,
          observers: Number(s.observers),
        });
      }
    }
    await nextTurn();
  }
  const notes = await db.all<{ id: number; at: string; form_id: number | null }>(
    `SELECT n.polling_station_id AS id, n.last_modified AS at, n.form_id FROM notes n
       JOIN answer_threads t ON t.observer_id = n.observer_id AND t.polling_station_id = n.polling_station_id
      WHERE t.urgent = 1${scopeSql('t')}
      ORDER BY n.polling_station_id, n.last_modified`,
    scopeParams,
  );
  for (const note of notes) stations.get(note.id)?.urgentNotes.push({ at: Date.parse(note.at), formId: note.form_id });
  for (const s of stations.values()) s.disagreements.sort((a, b) => a.questionCode.localeCompare(b.questionCode, 'en', { numeric: true }));
  return [...stations.values()];
}

export async function readCounties(db: ReadQueryable): Promise<Map<number, County>> {
  const rows = await db.all<{ id: number; code: string; name: string; sort_order: number }>(
    'SELECT id, code, name, sort_order FROM counties',
  );
  return new Map(rows.map((c) => [c.id, { id: c.id, code: c.code, name: c.name, order: c.sort_order }]));
}

/** The most urgent notes any window of `windowMs` holds (notes in time order). */
export function busiestWindow(notes: readonly { at: number }[], windowMs: number): number {
  let most = 0;
  let start = 0;
  for (let i = 0; i < notes.length; i++) {
    const at = notes[i]?.at ?? 0;
    while ((notes[start]?.at ?? at) < at - windowMs) start++;
    most = Math.max(most, i - start + 1);
  }
  return most;
}
