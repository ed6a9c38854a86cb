/**
 * State that several API instances on one PostgreSQL database must share (issue 16).
 *
 * - `login_failures`: one row per failed sign-in (and, for an account, per attempt under way:
 *   see auth/throttle.ts), so every instance counts the same failures. `at` is milliseconds
 *   since the epoch (BIGINT: past 32 bits). Old rows are pruned by the throttle itself.
 * - `attachment_blobs`: note attachments stored in the database, so any instance can serve a
 *   signed link another one gave out. Used on PostgreSQL; SQLite keeps files under DATA_DIR.
 * - `api_instances`: each running instance's heartbeat and a fingerprint of its signing key,
 *   so an instance whose JWT_SECRET differs from the live ones refuses to start.
 */
export const sharedState = `
CREATE TABLE login_failures (
  id {{ID}},
  scope TEXT NOT NULL,
  subject TEXT{{BYTES}} NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX login_failures_subject ON login_failures (scope, subject, at);
CREATE INDEX login_failures_at ON login_failures (at);

CREATE TABLE attachment_blobs (
  storage_name TEXT PRIMARY KEY,
  data {{BLOB}} NOT NULL
);

CREATE TABLE api_instances (
  instance_id TEXT PRIMARY KEY,
  key_check TEXT NOT NULL,
  started_at BIGINT NOT NULL,
  seen_at BIGINT NOT NULL
);
`;
