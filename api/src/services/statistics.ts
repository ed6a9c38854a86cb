import type { Db, SqlValue } from '../db/types.js';

type Grouping = 'county' | 'station';
interface Method {
  kind: 'observers' | 'flagged';
  group: Grouping;
  /** Form code suffix: opening forms end in A, counting forms in C. */
  suffix?: 'A' | 'C';
}

/** The statistics, by the name the route takes (in lower case). */
export const STATISTICS: Record<string, Method> = {
  observernumber: { kind: 'observers', group: 'county' },
  countiesirregularities: { kind: 'flagged', group: 'county' },
  pollingstationirregularities: { kind: 'flagged', group: 'station' },
  countiesopeningirregularities: { kind: 'flagged', group: 'county', suffix: 'A' },
  pollingstationopeningirregularities: { kind: 'flagged', group: 'station', suffix: 'A' },
  countiesbycountingirregularities: { kind: 'flagged', group: 'county', suffix: 'C' },
  pollingstationsbycountingirregularities: { kind: 'flagged', group: 'station', suffix: 'C' },
};

/** The names as clients spell them. */
export const STATISTIC_NAMES = [
  'observerNumber',
  'countiesIrregularities',
  'pollingStationIrregularities',
  'countiesOpeningIrregularities',
  'pollingStationOpeningIrregularities',
  'countiesByCountingIrregularities',
  'pollingStationsByCountingIrregularities',
] as const;

/**
 * One page of a statistic, largest first: one GROUP BY in the database, scoped to an NGO unless
 * `ngoId` is undefined. Read from the replica path (a heavy read that may be a moment behind).
 */
export async function statisticPage(
  db: Db,
  m: Method,
  ngoId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: { label: string; value: number }[]; total: number }> {
  const where: string[] = [];
  const params: SqlValue[] = [];
  let source: string;
  let valueExpr: string;
  if (m.kind === 'observers') {
    source = 'answer_threads';
    valueExpr = 'COUNT(DISTINCT observer_id)';
  } else {
    source = 'answers';
    valueExpr = 'COUNT(*)';
    where.push('flagged = 1');
  }
  if (ngoId !== undefined) {
    where.push('ngo_id = ?');
    params.push(ngoId);
  }
  if (m.suffix) {
    where.push("form_id IN (SELECT id FROM forms WHERE UPPER(code) LIKE ? ESCAPE '\\')");
    params.push(`%${m.suffix}`);
  }
  const key = m.group === 'county' ? 'county_id' : 'polling_station_id';
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const grouped = `SELECT ${key} AS k, ${valueExpr} AS value FROM ${source} ${whereSql} GROUP BY ${key}`;
  const total = await db.replica.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${grouped}) g`, params);
  const labelJoin =
    m.group === 'county'
      ? 'JOIN counties c ON c.id = g.k'
      : 'JOIN polling_stations ps ON ps.id = g.k JOIN counties c ON c.id = ps.county_id';
  const labelExpr = m.group === 'county' ? 'c.name' : "c.name || ' ' || CAST(ps.number AS TEXT)";
  const rows = await db.replica.all<{ label: string; value: number }>(
    `SELECT ${labelExpr} AS label, g.value AS value FROM (${grouped}) g ${labelJoin}
      ORDER BY g.value DESC, ${m.group === 'county' ? 'c.sort_order' : 'c.sort_order, ps.number'} LIMIT ? OFFSET ?`,
    [...params, page.limit, page.offset],
  );
  return { rows: rows.map((r) => ({ label: r.label, value: Number(r.value) })), total: Number(total?.n ?? 0) };
}
