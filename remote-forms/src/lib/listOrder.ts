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

/** `rows` with the saved values applied. */
export function applyOrder<T extends Ordered>(rows: readonly T[], changes: readonly Ordered[]): T[] {
  const byId = new Map(changes.map((change) => [change.id, change.order]));
  return rows.map((row) => (byId.has(row.id) ? { ...row, order: byId.get(row.id) ?? row.order } : row));
}
