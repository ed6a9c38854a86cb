/**
 * SQLite: audit event ids without AUTOINCREMENT (issue 26 bench). AUTOINCREMENT keeps the largest
 * id in `sqlite_sequence`, one more row updated, and one more page written, in every change's
 * transaction; a plain INTEGER PRIMARY KEY takes the largest id + 1 from the table's own b-tree.
 * The two differ only once the newest event has been deleted, and the retention job never deletes
 * it (services/audit.ts pruneAudit), so ids still only grow. The table is rebuilt with the same
 * rows, its NGO index and its trigger. PostgreSQL's identity column has no such cost: unchanged.
 */
export const auditIdsWithoutSequence = {
  sqlite: [
    `CREATE TABLE audit_events_rebuilt (
       id INTEGER PRIMARY KEY,
       at TEXT NOT NULL,
       actor TEXT NOT NULL,
       ngo_id INTEGER,
       action TEXT NOT NULL,
       entity_type TEXT NOT NULL,
       entity_id TEXT NOT NULL,
       summary TEXT NOT NULL,
       ip TEXT NOT NULL,
       request_id TEXT NOT NULL,
       label TEXT NOT NULL DEFAULT ''
     )`,
    `INSERT INTO audit_events_rebuilt (id, at, actor, ngo_id, action, entity_type, entity_id, summary, ip, request_id, label)
     SELECT id, at, actor, ngo_id, action, entity_type, entity_id, summary, ip, request_id, label FROM audit_events`,
    'DROP TABLE audit_events',
    'ALTER TABLE audit_events_rebuilt RENAME TO audit_events',
    'CREATE INDEX audit_events_ngo ON audit_events (ngo_id, id)',
    `CREATE TRIGGER audit_events_recorded AFTER INSERT ON audit_events
     BEGIN
       INSERT INTO audit_pending (event_id) VALUES (new.id);
     END`,
  ],
  postgres: [],
} as const;
