import type { Db, Queryable } from '../db/types.js';
import type { FileStore } from '../storage/files.js';

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
