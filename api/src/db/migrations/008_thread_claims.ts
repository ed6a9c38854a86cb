/**
 * "Being handled by" (issue 26): a staff member's claim on a thread, held until `claimed_until`
 * (ISO-8601 text, compared as text) and renewed while its details stay open. Kept on the
 * thread's row, so every API instance on the database sees the same claim; an expired claim is
 * read as none (nothing needs to clear it).
 */
export const threadClaims = `
ALTER TABLE answer_threads ADD COLUMN claimed_by TEXT;
ALTER TABLE answer_threads ADD COLUMN claimed_until TEXT;
`;
