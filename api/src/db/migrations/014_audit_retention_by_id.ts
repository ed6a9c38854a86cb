/**
 * The audit trail's cheaper write (issue 26 bench): `audit_events_at` served only the hourly
 * retention job, yet every event paid for it (one more b-tree written in the change's
 * transaction). Events are appended with `at` = now and ids in the same order, so the job now
 * finds the first event to keep by the primary key (a binary search) and deletes the id range
 * below it (services/audit.ts `pruneAudit`).
 */
export const auditRetentionById = `
DROP INDEX audit_events_at;
`;
