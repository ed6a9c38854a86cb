import type { Db, Queryable } from '../db/types.js';
import type { FileStore } from '../storage/files.js';
import { fieldProblem } from '../http/problem.js';
import { nowIso } from '../util.js';
import { resolveStation } from './locations.js';
import { touchThread } from './thread-activity.js';
import { afterSent } from './attention-state.js';

export interface NoteDto {
  id: number;
  text: string;
  questionId: number | null;
  formId: number | null;
  formCode: string | null;
  observerId: number;
  pollingStationId: number;
  countyCode: string;
  pollingStationNumber: number;
  lastModified: string;
  attachmentsPaths: string[];
}

interface NoteRow {
  id: number;
  text: string;
  question_id: number | null;
  form_id: number | null;
  form_code: string | null;
  observer_id: number;
  polling_station_id: number;
  county_code: string;
  station_number: number;
  last_modified: string;
}

export async function loadNotes(db: Db | Queryable, files: FileStore, where: string, params: (string | number)[]): Promise<NoteDto[]> {
  const rows = await db.all<NoteRow>(
    `SELECT n.id, n.text, n.question_id, n.form_id, f.code AS form_code, n.observer_id, n.polling_station_id,
            c.code AS county_code, ps.number AS station_number, n.last_modified
       FROM notes n
       JOIN polling_stations ps ON ps.id = n.polling_station_id
       JOIN counties c ON c.id = ps.county_id
       LEFT JOIN forms f ON f.id = n.form_id
      WHERE ${where}
      ORDER BY n.last_modified, n.id
      LIMIT 5000`,
    params,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const atts = await db.all<{ note_id: number; storage_name: string }>(
    `SELECT note_id, storage_name FROM note_attachments WHERE note_id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
    ids,
  );
  const byNote = new Map<number, string[]>();
  for (const a of atts) {
    const list = byNote.get(a.note_id) ?? [];
    list.push(files.link(a.storage_name));
    byNote.set(a.note_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    questionId: r.question_id,
    formId: r.form_id,
    formCode: r.form_code,
    observerId: r.observer_id,
    pollingStationId: r.polling_station_id,
    countyCode: r.county_code,
    pollingStationNumber: r.station_number,
    lastModified: r.last_modified,
    attachmentsPaths: byNote.get(r.id) ?? [],
  }));
}

/**
 * Stores an observer's note and its saved attachments in one transaction, moving the thread's
 * lastModified and the observer's counters; answers the note's id. An unknown station, or a
 * question that is not published, is a 400.
 */
export async function createNote(
  db: Db,
  o: { observerId: number; ngoId: number },
  note: { countyCode: string; pollingStationNumber: number; questionId?: number | undefined; text: string },
  saved: readonly { storageName: string; contentType: string; size: number }[],
): Promise<number> {
  const st = await resolveStation(db, note.countyCode, note.pollingStationNumber);
  return db.tx(async (q) => {
    let formId: number | null = null;
    if (note.questionId !== undefined) {
      const question = await q.get<{ form_id: number; draft: number }>(
        'SELECT q.form_id, f.draft FROM questions q JOIN forms f ON f.id = q.form_id WHERE q.id = ?',
        [note.questionId],
      );
      if (!question || question.draft === 1)
        throw fieldProblem('Unknown question.', {
          questionId: [{ code: 'question_unknown', message: 'No published question has this id.' }],
        });
      formId = question.form_id;
    }
    const now = nowIso();
    const noteId = await q.insert(
      'INSERT INTO notes (observer_id, ngo_id, polling_station_id, question_id, form_id, text, last_modified) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
      [o.observerId, o.ngoId, st.id, note.questionId ?? null, formId, note.text, now],
    );
    for (const s of saved) {
      await q.run('INSERT INTO note_attachments (note_id, storage_name, content_type, original_name, size) VALUES (?, ?, ?, ?, ?)', [
        noteId,
        s.storageName,
        s.contentType,
        null,
        s.size,
      ]);
    }
    await q.run('UPDATE observers SET notes_count = notes_count + 1, last_seen = ? WHERE id = ?', [now, o.observerId]);
    await touchThread(q, o.observerId, st.id, now);
    await afterSent(q, o.observerId, now);
    return noteId;
  });
}

/** The stored content type of an attachment, or undefined when no note has it. */
export async function attachmentType(db: Db, storageName: string): Promise<string | undefined> {
  const row = await db.get<{ content_type: string }>('SELECT content_type FROM note_attachments WHERE storage_name = ?', [storageName]);
  return row?.content_type;
}
