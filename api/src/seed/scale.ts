import type { Db, SqlValue } from '../db/types.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { insertMany } from '../db/bulk.js';
import { nameKeyValues } from '../db/name-keys.js';
import { isEmpty, seedBase } from './base.js';
import { placeDemoStations } from './county-seats.js';
import { DEMO_FORMS } from './forms-data.js';
import { insertForm, loadQuestions, type LoadedQuestion } from './insert-form.js';
import { personName, rng } from './random.js';
import { recomputeCounts } from '../services/counts.js';
import { rebuildAttention } from '../services/attention-state.js';
import { OBSERVER_COLUMNS, STATION_VISIT_COLUMNS, ANSWER_COLUMNS, THREAD_COLUMNS } from '../db/columns.js';

export interface ScaleOptions {
  observers: number;
  answers: number;
  log?: (msg: string) => void;
}

const ELECTION_DAY = Date.parse('2025-05-18T04:00:00.000Z');
const EXTRA_NGOS = [
  ['Asociația Vot Transparent', 'AVT'],
  ['Centrul pentru Democrație Locală', 'CDL'],
  ['Rețeaua Observatorilor Independenți', 'ROI'],
] as const;

/**
 * The benchmark data set: 10,000 observers in five NGOs and 1,000,000 answers (by default),
 * with check-ins, thread summaries and counters consistent with what the API would write.
 */
export async function seedScale(db: Db, hasher: PasswordHasher, opts: ScaleOptions): Promise<void> {
  const log = opts.log ?? (() => undefined);
  if (!(await isEmpty(db))) throw new Error('seed:scale needs an empty database (use a fresh DATA_DIR or database)');
  const ngoIds = [...(await seedBase(db, hasher, false)).values()];
  const baseNgos = ngoIds.length;
  const r = rng(10_000);
  const pinHash = await hasher.hash('1234');
  const t0 = Date.now();

  await db.tx(async (q) => {
    // A transaction run again (db.tx retries one PostgreSQL aborted) starts from the base NGOs.
    ngoIds.length = baseNgos;
    for (const [name, short] of EXTRA_NGOS) {
      ngoIds.push(
        await q.insert('INSERT INTO ngos (name, short_name, organizer, is_active) VALUES (?, ?, 0, 1) RETURNING id', [name, short]),
      );
    }
    await placeDemoStations(q, new Date(ELECTION_DAY).toISOString());
  });

  const forms: LoadedQuestion[] = [];
  await db.tx(async (q) => {
    for (const f of DEMO_FORMS) forms.push(...(await loadQuestions(q, await insertForm(q, db.dialect, f))));
  });

  const now = new Date().toISOString();
  await db.tx(async (q) => {
    const rows: SqlValue[][] = [];
    for (let i = 0; i < opts.observers; i++) {
      const name = personName(r);
      rows.push([ngoIds[i % ngoIds.length] ?? 1, `074${String(i).padStart(7, '0')}`, name, ...nameKeyValues(name), pinHash, now]);
    }
    await insertMany(q, 'observers', OBSERVER_COLUMNS, rows, 500);
  });
  log(`observers: ${opts.observers} in ${Date.now() - t0} ms`);

  const observers = await db.all<{ id: number; ngo_id: number }>('SELECT id, ngo_id FROM observers ORDER BY id');
  const counties = await db.all<{ id: number; code: string; station_count: number }>(
    'SELECT id, code, station_count FROM counties ORDER BY sort_order',
  );
  // A tenth of the observers have not started (no check-in, nothing sent: "Needs attention"'s
  // not started has rows); the others send every answer.
  const notStarted = (idx: number) => idx % 10 === 9;
  const starters = observers.filter((_, idx) => !notStarted(idx)).length;
  const perObserver = Math.max(1, Math.floor(opts.answers / Math.max(1, starters)));
  // The first `extra` starters send one more, so the total is exactly `opts.answers`.
  const extra = Math.max(0, opts.answers - perObserver * starters);
  const starterIndex = (idx: number) => idx - Math.floor((idx + 1) / 10);
  const perStation = Math.min(forms.length, 25);
  const stationsPerObserver = Math.max(1, Math.ceil((perObserver + (extra > 0 ? 1 : 0)) / perStation));

  // Stations: each observer reports from its own stations, spread over every county.
  const stationKeys = new Map<string, number>();
  let written = 0;
  const chunk = 500;
  for (let start = 0; start < observers.length; start += chunk) {
    const slice = observers.slice(start, start + chunk);
    await db.tx(async (q) => {
      const answers: SqlValue[][] = [];
      const threads: SqlValue[][] = [];
      const visits: SqlValue[][] = [];
      for (const [k, o] of slice.entries()) {
        const idx = start + k;
        if (notStarted(idx)) continue;
        let remaining = perObserver + (starterIndex(idx) < extra ? 1 : 0);
        for (let s = 0; s < stationsPerObserver && remaining > 0; s++) {
          const county = counties[(idx * 3 + s * 17) % counties.length];
          if (!county) continue;
          const number = 1 + ((idx * 7 + s * 131) % county.station_count);
          const key = `${county.id}:${number}`;
          let stationId = stationKeys.get(key);
          if (stationId === undefined) {
            // seedBase gave every station its row.
            stationId = (
              await q.get<{ id: number }>('SELECT id FROM polling_stations WHERE county_id = ? AND number = ?', [county.id, number])
            )?.id;
            if (stationId === undefined) throw new Error(`station ${county.code} ${number} has no row`);
            stationKeys.set(key, stationId);
          }
          const at = new Date(ELECTION_DAY + Math.floor(r() * 16 * 3600_000)).toISOString();
          // A third of the observers have left their stations (so "left with urgent open" has rows).
          const left = idx % 3 === 0 ? new Date(Date.parse(at) + 2 * 3600_000).toISOString() : null;
          visits.push([o.id, stationId, o.ngo_id, county.id, number, at, left, r() < 0.6, r() < 0.5, at]);
          let flagged = 0;
          const n = Math.min(remaining, perStation);
          for (let qi = 0; qi < n; qi++) {
            const question = forms[qi] as LoadedQuestion;
            const irregular = r() < 0.08;
            const opts2 = question.options.filter((op) => op.flagged === irregular);
            const option = (opts2.length > 0 ? opts2 : question.options)[
              Math.floor(r() * (opts2.length > 0 ? opts2.length : question.options.length))
            ];
            if (!option) continue;
            answers.push([
              o.id,
              stationId,
              option.id,
              question.id,
              question.formId,
              o.ngo_id,
              county.id,
              option.flagged,
              option.freeText ? 'Observație' : null,
              at,
            ]);
            if (option.flagged) flagged++;
          }
          remaining -= n;
          threads.push([o.id, stationId, o.ngo_id, county.id, county.code, number, n, flagged, flagged > 0, at]);
        }
      }
      // Several stations of one observer may coincide; keep the first.
      const seen = new Set<string>();
      const uniqueVisits = visits.filter((v) => {
        const key = `${v[0]}:${v[1]}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const seenA = new Set<string>();
      const uniqueAnswers = answers.filter((a) => {
        const key = `${a[0]}:${a[1]}:${a[2]}`;
        if (seenA.has(key)) return false;
        seenA.add(key);
        return true;
      });
      await insertMany(q, 'station_visits', STATION_VISIT_COLUMNS, uniqueVisits, 500);
      await insertMany(q, 'answers', ANSWER_COLUMNS, uniqueAnswers, 1000);
      const seenT = new Set<string>();
      await insertMany(
        q,
        'answer_threads',
        THREAD_COLUMNS,
        threads.filter((t) => {
          const key = `${t[0]}:${t[1]}`;
          if (seenT.has(key)) return false;
          seenT.add(key);
          return true;
        }),
        500,
      );
      written += uniqueAnswers.length;
    });
    if ((start / chunk) % 4 === 0) log(`answers: ${written} after ${Date.now() - t0} ms`);
  }
  await db.run(`UPDATE observers SET
      stations_count = (SELECT COUNT(*) FROM station_visits v WHERE v.observer_id = observers.id),
      last_seen = COALESCE((SELECT MAX(t.last_modified) FROM answer_threads t WHERE t.observer_id = observers.id), '')`);
  await db.tx((q) => recomputeCounts(q, db.dialect));
  await db.tx((q) => rebuildAttention(q));
  log(`done: ${observers.length} observers, ${written} answers in ${Date.now() - t0} ms`);
}
