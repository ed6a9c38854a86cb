export const nowIso = (): string => new Date().toISOString();

export const bool = (v: unknown): boolean => v === 1 || v === true || v === '1';

/** '' (never) -> null on the wire. */
export const nullableTime = (v: string | null | undefined): string | null => (v ? v : null);
