/** True for a unique-constraint violation in either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * PostgreSQL aborted the transaction because of another one (40P01 deadlock, 40001 serialization
 * failure): nothing of it was kept, and running it again is how PostgreSQL means it to be handled.
 */
export function isRetryableConflict(err: unknown): boolean {
  const code = codeOf(err);
  return code === '40P01' || code === '40001';
}

/**
 * The database could not do the work now, through no fault of the request: a conflict still there
 * after the retries, a lock or statement timeout, no connection to be had (too many clients, a
 * server starting or stopping, a pooler that cannot reach it), SQLite busy. The caller may try
 * again: 503, never a bare 500.
 */
export function isTransientDbError(err: unknown): boolean {
  const code = codeOf(err);
  if (code === undefined) {
    const message = err instanceof Error ? err.message : '';
    // node-postgres' own connection failures carry no SQLSTATE.
    return /timeout exceeded when trying to connect|Connection terminated unexpectedly/i.test(message);
  }
  return (
    isRetryableConflict(err) ||
    ['55P03', '57014', '53300', '53400', '57P01', '57P02', '57P03', 'SQLITE_BUSY'].includes(code) ||
    /^08/.test(code)
  );
}

function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
