import type { Queryable, SqlValue } from './types.js';

/**
 * Multi-row INSERT in batches (seeds and imports). `table` and `columns` are constants
 * from our code, never input; values are always bound parameters.
 */
export async function insertMany(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly SqlValue[][],
  batch = 200,
): Promise<void> {
  const one = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    await q.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => one).join(', ')}`, chunk.flat());
  }
}
