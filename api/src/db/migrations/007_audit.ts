/**
 * The audit trail (issue 26): one row per staff action, written in the same transaction as the
 * change it records (services/audit.ts), so a change that rolls back leaves no event. Rows are
 * never updated; only the retention job deletes those older than AUDIT_RETENTION_DAYS.
 *
 * - `ngo_id`: the NGO whose data the event is about (an observer's NGO, the target of an
 *   import; otherwise the actor's NGO); NULL for a failed sign-in at an unknown account.
 *   An NGO admin reads its own NGO's events, the organizer every event.
 * - `entity_id`: text (a thread is `observerId-pollingStationId`).
 * - `at`: ISO-8601 text like every timestamp of the app; the retention job deletes by it.
 * Pages are read newest first by id, from `(ngo_id, id)` or the primary key; one item's history
 * from `(entity_type, entity_id, id)`. `audit_counts` keeps each NGO's number of events (key 0:
 * no NGO) in the same transactions, so an unfiltered page's total is not a count of a million rows.
 */
export const audit = `
CREATE TABLE audit_events (
  id {{ID}},
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  ngo_id INTEGER,
  action TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  summary TEXT NOT NULL,
  ip TEXT NOT NULL,
  request_id TEXT NOT NULL
);
CREATE INDEX audit_events_ngo ON audit_events (ngo_id, id);
CREATE INDEX audit_events_entity ON audit_events (entity_type, entity_id, id);
CREATE INDEX audit_events_at ON audit_events (at);
CREATE TABLE audit_counts (
  ngo_id INTEGER PRIMARY KEY,
  n BIGINT NOT NULL
);
`;
