/**
 * Follow-up triage (contract "Follow-up") and the thread's lastModified (contract "Precise
 * details"): a thread's last change is its latest check-in, answer or note.
 *
 * `unresolved` (1 unless follow_up = 'resolved') is kept beside follow_up so that a list with
 * unresolved threads first is one backward index scan: ORDER BY unresolved DESC,
 * last_modified DESC. One index per scope: an NGO's threads (urgent read from the index) and
 * every NGO's urgent threads (the organizer's urgent list). Both carry follow_up, so the
 * followUp filter is answered from the index too.
 */
export const followUp = `
ALTER TABLE answer_threads ADD COLUMN follow_up TEXT NOT NULL DEFAULT 'none';
ALTER TABLE answer_threads ADD COLUMN unresolved INTEGER NOT NULL DEFAULT 1;
ALTER TABLE answer_threads ADD COLUMN follow_up_by TEXT;
ALTER TABLE answer_threads ADD COLUMN follow_up_at TEXT;
CREATE INDEX answer_threads_ngo_triage ON answer_threads (ngo_id, unresolved, last_modified, observer_id, polling_station_id, urgent, follow_up);
CREATE INDEX answer_threads_triage ON answer_threads (urgent, unresolved, last_modified, observer_id, polling_station_id, follow_up);

-- Every change of a thread's status, by whom (NULL: the system) and when.
CREATE TABLE follow_up_history (
  id {{ID}},
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  polling_station_id INTEGER NOT NULL REFERENCES polling_stations(id),
  status TEXT NOT NULL,
  by_account TEXT,
  at TEXT NOT NULL
);
CREATE INDEX follow_up_history_thread ON follow_up_history (observer_id, polling_station_id, id);

UPDATE answer_threads SET last_modified = (
    SELECT v.last_modified FROM station_visits v
     WHERE v.observer_id = answer_threads.observer_id AND v.polling_station_id = answer_threads.polling_station_id)
 WHERE EXISTS (
    SELECT 1 FROM station_visits v
     WHERE v.observer_id = answer_threads.observer_id AND v.polling_station_id = answer_threads.polling_station_id
       AND v.last_modified > answer_threads.last_modified);
UPDATE answer_threads SET last_modified = (
    SELECT MAX(n.last_modified) FROM notes n
     WHERE n.observer_id = answer_threads.observer_id AND n.polling_station_id = answer_threads.polling_station_id)
 WHERE EXISTS (
    SELECT 1 FROM notes n
     WHERE n.observer_id = answer_threads.observer_id AND n.polling_station_id = answer_threads.polling_station_id
       AND n.last_modified > answer_threads.last_modified);
`;
