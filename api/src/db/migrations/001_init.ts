/**
 * The initial schema, written once for both dialects. `{{ID}}` becomes each dialect's
 * auto-generated integer key. Timestamps are ISO-8601 UTC text (same ordering in both),
 * booleans are 0/1 integers.
 */
export const init = `
CREATE TABLE ngos (
  id {{ID}},
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  organizer INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE staff_accounts (
  id {{ID}},
  ngo_id INTEGER NOT NULL REFERENCES ngos(id),
  account TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE counties (
  id {{ID}},
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  station_count INTEGER NOT NULL,
  diaspora INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0
);

-- Stations are numbered 1..county.station_count; a row is created the first time a
-- station is referenced, which gives it a stable id.
CREATE TABLE polling_stations (
  id {{ID}},
  county_id INTEGER NOT NULL REFERENCES counties(id),
  number INTEGER NOT NULL,
  UNIQUE (county_id, number)
);

-- last_seen is '' until the first sign-in, so ordering is the same in both dialects.
CREATE TABLE observers (
  id {{ID}},
  ngo_id INTEGER NOT NULL REFERENCES ngos(id),
  phone TEXT NOT NULL,
  name TEXT NOT NULL,
  name_lower TEXT NOT NULL,
  pin_hash TEXT NOT NULL,
  retired INTEGER NOT NULL DEFAULT 0,
  retired_at TEXT,
  device_register_date TEXT,
  last_seen TEXT NOT NULL DEFAULT '',
  notes_count INTEGER NOT NULL DEFAULT 0,
  stations_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX observers_ngo_phone_active ON observers (ngo_id, phone) WHERE retired = 0;
CREATE INDEX observers_phone ON observers (phone);
CREATE INDEX observers_ngo_name ON observers (ngo_id, retired, name_lower, id);
CREATE INDEX observers_all_name ON observers (retired, name_lower, id);
CREATE INDEX observers_ngo_seen ON observers (ngo_id, retired, last_seen, id);
CREATE INDEX observers_all_seen ON observers (retired, last_seen, id);

CREATE TABLE forms (
  id {{ID}},
  code TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  current_version INTEGER NOT NULL DEFAULT 1,
  diaspora INTEGER NOT NULL DEFAULT 0,
  draft INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE form_sections (
  id {{ID}},
  form_id INTEGER NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  description TEXT NOT NULL,
  order_number INTEGER NOT NULL
);
CREATE INDEX form_sections_form ON form_sections (form_id, order_number);

CREATE TABLE questions (
  id {{ID}},
  form_id INTEGER NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  section_id INTEGER NOT NULL REFERENCES form_sections(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  text TEXT NOT NULL,
  hint TEXT,
  question_type INTEGER NOT NULL,
  order_number INTEGER NOT NULL
);
CREATE INDEX questions_section ON questions (section_id, order_number);
CREATE INDEX questions_form ON questions (form_id);

-- id is the contract's optionId: an option as it appears in one question.
CREATE TABLE question_options (
  id {{ID}},
  question_id INTEGER NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  is_free_text INTEGER NOT NULL DEFAULT 0,
  flagged INTEGER NOT NULL DEFAULT 0,
  order_number INTEGER NOT NULL
);
CREATE INDEX question_options_question ON question_options (question_id, order_number);

-- Check-in: one row per (observer, station).
CREATE TABLE station_visits (
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  polling_station_id INTEGER NOT NULL REFERENCES polling_stations(id),
  ngo_id INTEGER NOT NULL,
  county_id INTEGER NOT NULL,
  station_number INTEGER NOT NULL,
  arrival_time TEXT,
  leave_time TEXT,
  urban_area INTEGER,
  president_female INTEGER,
  last_modified TEXT NOT NULL,
  PRIMARY KEY (observer_id, polling_station_id)
);
CREATE INDEX station_visits_county ON station_visits (county_id, station_number);

-- One row per chosen option. ngo_id, county_id, form_id and flagged are copied in so that
-- statistics are one indexed GROUP BY.
CREATE TABLE answers (
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  polling_station_id INTEGER NOT NULL REFERENCES polling_stations(id),
  option_id INTEGER NOT NULL REFERENCES question_options(id),
  question_id INTEGER NOT NULL,
  form_id INTEGER NOT NULL,
  ngo_id INTEGER NOT NULL,
  county_id INTEGER NOT NULL,
  flagged INTEGER NOT NULL,
  value TEXT,
  last_modified TEXT NOT NULL,
  PRIMARY KEY (observer_id, polling_station_id, option_id)
);
CREATE INDEX answers_option ON answers (option_id);
CREATE INDEX answers_flagged ON answers (ngo_id, county_id, polling_station_id, form_id) WHERE flagged = 1;

-- The answer-thread list reads this summary, kept in the same transaction as answer
-- writes, so the list is an index scan rather than a GROUP BY over answers.
CREATE TABLE answer_threads (
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  polling_station_id INTEGER NOT NULL REFERENCES polling_stations(id),
  ngo_id INTEGER NOT NULL,
  county_id INTEGER NOT NULL,
  county_code TEXT NOT NULL,
  station_number INTEGER NOT NULL,
  answers_count INTEGER NOT NULL,
  flagged_count INTEGER NOT NULL,
  urgent INTEGER NOT NULL,
  last_modified TEXT NOT NULL,
  PRIMARY KEY (observer_id, polling_station_id)
);
CREATE INDEX answer_threads_recent ON answer_threads (last_modified, observer_id, polling_station_id);
CREATE INDEX answer_threads_ngo_recent ON answer_threads (ngo_id, last_modified, observer_id, polling_station_id);
CREATE INDEX answer_threads_urgent ON answer_threads (urgent, last_modified, observer_id, polling_station_id);
CREATE INDEX answer_threads_ngo_urgent ON answer_threads (ngo_id, urgent, last_modified, observer_id, polling_station_id);

CREATE TABLE notes (
  id {{ID}},
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  ngo_id INTEGER NOT NULL,
  polling_station_id INTEGER NOT NULL REFERENCES polling_stations(id),
  question_id INTEGER REFERENCES questions(id) ON DELETE SET NULL,
  form_id INTEGER,
  text TEXT NOT NULL,
  last_modified TEXT NOT NULL
);
CREATE INDEX notes_thread ON notes (observer_id, polling_station_id);
CREATE INDEX notes_ngo ON notes (ngo_id, id);

CREATE TABLE note_attachments (
  id {{ID}},
  note_id INTEGER NOT NULL REFERENCES notes(id),
  storage_name TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  original_name TEXT,
  size INTEGER NOT NULL
);
CREATE INDEX note_attachments_note ON note_attachments (note_id);

CREATE TABLE notifications (
  id {{ID}},
  sender_staff_id INTEGER REFERENCES staff_accounts(id),
  sender_account TEXT NOT NULL,
  sender_ngo_id INTEGER NOT NULL REFERENCES ngos(id),
  channel TEXT NOT NULL,
  from_name TEXT,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  inserted_at TEXT NOT NULL
);
CREATE INDEX notifications_ngo ON notifications (sender_ngo_id, id);

CREATE TABLE notification_recipients (
  notification_id INTEGER NOT NULL REFERENCES notifications(id),
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  PRIMARY KEY (notification_id, observer_id)
);

CREATE TABLE notification_deliveries (
  id {{ID}},
  notification_id INTEGER NOT NULL REFERENCES notifications(id),
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  channel_name TEXT NOT NULL,
  token TEXT NOT NULL,
  status TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX notification_deliveries_notification ON notification_deliveries (notification_id);

CREATE TABLE device_registrations (
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  channel_name TEXT NOT NULL,
  token TEXT NOT NULL,
  registered_at TEXT NOT NULL,
  PRIMARY KEY (observer_id, channel_name)
);
`;
