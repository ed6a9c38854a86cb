import type { Db } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { flagRateStandsOut, priorStrength, rateRatio, type Tally } from './anomaly-score.js';
import { ResultReuse, reuseFor } from './result-reuse.js';
import { busiestWindow, readCounties, readStations, type County, type StationData } from './anomaly-data.js';

export type AnomalyLevel = 'station' | 'county';

/** Urgent notes: notes in a thread with a flagged answer. A burst: this many within the window. */
const BURST_NOTES = 3;
const BURST_MINUTES = 30;
/** Each rule signal adds this to a unit's score (a flag rate at its group's rate scores 1). */
const SIGNAL_WEIGHT = 1;

type AnomalyReason =
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

/** Both rankings of one form (or of every form): they read the same stations. */
type Rankings = Record<AnomalyLevel, Anomaly[]>;

/** One pass over a scope's answers serves every form's rankings, each ranked when first asked. */
interface Analysis {
  stations: StationData[];
  counties: Map<number, County>;
  rankings: Map<number | null, Rankings>;
}
const caches = new WeakMap<object, ResultReuse<Analysis>>();

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
  // A heavy read that may be a moment behind: the replica path, the reuse check included (see ResultReuse).
  const read = db.replica;
  if (q.formId !== undefined && !(await read.get('SELECT id FROM forms WHERE id = ?', [q.formId]))) return undefined;
  const scope = ngoScope(p);
  const analysis = await reuseFor(caches, db, 8).get(read, JSON.stringify(scope ?? null), async () => ({
    stations: await readStations(read, scope),
    counties: await readCounties(read),
    rankings: new Map(),
  }));
  const formKey = q.formId ?? null;
  let rankings = analysis.rankings.get(formKey);
  if (!rankings) {
    rankings = rank(analysis, q.formId);
    analysis.rankings.set(formKey, rankings);
  }
  const ranked = rankings[q.level];
  return { rows: ranked.slice(page.offset, page.offset + page.limit), total: ranked.length };
}

/** The stations as one form (or every form) sees them. */
function rank(analysis: Analysis, formId: number | undefined): Rankings {
  const stations: Station[] = [];
  for (const s of analysis.stations) {
    let n = 0;
    let f = 0;
    for (const [form, tally] of s.byForm) {
      if (formId !== undefined && form !== formId) continue;
      n += tally.n;
      f += tally.f;
    }
    if (n === 0) continue;
    const notes = formId === undefined ? s.urgentNotes : s.urgentNotes.filter((note) => note.formId === formId);
    const burst = busiestWindow(notes, BURST_MINUTES * 60_000);
    stations.push({
      id: s.id,
      countyId: s.countyId,
      number: s.number,
      n,
      f,
      disagreements: s.disagreements
        .filter((d) => formId === undefined || d.formId === formId)
        .map((d) => ({ questionId: d.questionId, questionCode: d.questionCode, observers: d.observers })),
      burst: burst >= BURST_NOTES ? burst : 0,
    });
  }
  const byScore = (rows: Ranked[]) =>
    rows.sort((a, b) => b.row.score - a.row.score || b.row.answers - a.row.answers || a.order - b.order).map((r) => r.row);
  return { station: byScore(rankStations(stations, analysis.counties)), county: byScore(rankCounties(stations, analysis.counties)) };
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
