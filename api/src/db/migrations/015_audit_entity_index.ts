/**
 * The audit trail's cheaper write (issue 26 bench: the event may add at most 10 % to the change's
 * latency).
 *
 * - The index `(entity_type, entity_id, id)` took each event into the middle of a b-tree: on
 *   SQLite one more page written per event in the writer's single critical section, about two
 *   thirds of what recording an event cost. One item's history now reads `audit_by_entity`,
 *   filled after the commit by the indexer (services/audit-index.ts) a batch at a time, in key
 *   order. A history reads the filed events and the pending ones (`audit_pending`), so an event
 *   is in its item's history as soon as it commits.
 * - The event is one INSERT: the trigger `audit_events_recorded` adds its id to `audit_pending`
 *   in the same statement (no round trip). The NGO's running count (`audit_counts`) is bumped
 *   by the indexer when it files the event, not by the change: every staff write of an NGO no
 *   longer updates, and on PostgreSQL locks, the same row. A total is the filed count plus the
 *   pending events.
 *
 * `audit_events` stays append-only.
 */
export const auditEntityIndex = `
CREATE TABLE audit_by_entity (
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  event_id INTEGER NOT NULL,
  PRIMARY KEY (entity_type, entity_id, event_id)
){{WITHOUT_ROWID}};
CREATE TABLE audit_pending (
  event_id INTEGER PRIMARY KEY
);
INSERT INTO audit_by_entity (entity_type, entity_id, event_id) SELECT entity_type, entity_id, id FROM audit_events;
DROP INDEX audit_events_entity;
`;

export const auditRecordedTrigger = {
  sqlite: [
    `CREATE TRIGGER audit_events_recorded AFTER INSERT ON audit_events
     BEGIN
       INSERT INTO audit_pending (event_id) VALUES (new.id);
     END`,
  ],
  postgres: [
    `CREATE FUNCTION audit_events_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO audit_pending (event_id) VALUES (NEW.id);
       RETURN NULL;
     END
     $$`,
    'CREATE TRIGGER audit_events_recorded AFTER INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_recorded()',
  ],
} as const;
