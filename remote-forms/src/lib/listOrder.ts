/** A row of the forms list as far as its order goes. */
export interface Ordered {
  readonly id: number;
  readonly order: number;
}

/**
 * The `order` values to save so the rows of one tab are stored in the order on screen. The tab
 * reuses the values its rows already hold (made strictly increasing), so forms of the other tab
 * keep theirs. Only rows whose value changes are returned: a move by one place saves two forms.
 */
export function orderChanges(previous: readonly Ordered[], next: readonly Ordered[]): Ordered[] {
  const values = previous.map((row) => row.order).sort((a, b) => a - b);
  for (let index = 1; index < values.length; index += 1) {
    values[index] = Math.max(values[index] ?? 0, (values[index - 1] ?? 0) + 1);
  }
  // What is stored is `previous`; the rows of `next` may carry values from before the last save.
  const stored = new Map(previous.map((row) => [row.id, row.order]));
  const changes: Ordered[] = [];
  next.forEach((row, index) => {
    const order = values[index];
    if (order !== undefined && (stored.get(row.id) ?? row.order) !== order) changes.push({ id: row.id, order });
  });
  return changes;
}

/** `rows` (in their order) with the values `stored` holds for them: what is stored before a save. */
export function withStoredValues<T extends Ordered>(rows: readonly T[], stored: readonly Ordered[]): T[] {
  const values = new Map(stored.map((row) => [row.id, row.order]));
  return rows.map((row) => (values.has(row.id) ? { ...row, order: values.get(row.id) ?? row.order } : row));
}

/** `rows` with the saved values applied. */
export function applyOrder<T extends Ordered>(rows: readonly T[], changes: readonly Ordered[]): T[] {
  const byId = new Map(changes.map((change) => [change.id, change.order]));
  return rows.map((row) => (byId.has(row.id) ? { ...row, order: byId.get(row.id) ?? row.order } : row));
}

/**
 * How many rows share their `order` value with another row of the tab. The API lists ties by id,
 * so the screen shows them in a stable order; saving that order once (`tieChanges`) removes them,
 * and from then on a move saves only the rows whose place changed.
 */
export function tiedCount(rows: readonly Ordered[]): number {
  const seen = new Map<number, number>();
  for (const row of rows) seen.set(row.order, (seen.get(row.order) ?? 0) + 1);
  return rows.filter((row) => (seen.get(row.order) ?? 0) > 1).length;
}

/**
 * The fewest `order` values to save so that `rows`, in the order shown, have strictly increasing
 * values: either later rows move up (2, 2, 3 becomes 2, 3, 4) or earlier ones move down (1, 1, 2
 * becomes 0, 1, 2), whichever saves fewer forms. Nothing moves on screen.
 */
export function tieChanges(rows: readonly Ordered[]): Ordered[] {
  const up = orderChanges(rows, rows);
  const down: Ordered[] = [];
  let next = Number.POSITIVE_INFINITY;
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (!row) continue;
    if (row.order < next) next = row.order;
    else {
      next -= 1;
      down.unshift({ id: row.id, order: next });
    }
  }
  return down.length < up.length ? down : up;
}
