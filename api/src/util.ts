export const nowIso = (): string => new Date().toISOString();

/** Lower-cased for case-insensitive search in both dialects (SQLite's lower() is ASCII only). */
export const searchKey = (s: string): string => s.toLocaleLowerCase('ro-RO');

export const bool = (v: unknown): boolean => v === 1 || v === true || v === '1';

/** '' (never) -> null on the wire. */
export const nullableTime = (v: string | null | undefined): string | null => (v ? v : null);
