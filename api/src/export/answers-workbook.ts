import type { Writable } from 'node:stream';
import type { Db, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { threadWhere, type AnswerFilter } from '../services/threads.js';
import { XlsxWriter } from './xlsx-writer.js';
import { notesWhere } from './notes-filter.js';

const THREAD_CHUNK = 400;

interface ThreadKey {
  observer_id: number;
  polling_station_id: number;
  county_code: string;
  station_number: number;
  last_modified: string;
  name: string;
  phone: string;
}

function sheetName(code: string, used: Set<string>): string {
  const base = (code.replace(/[[\]:*?/\\]/g, '_').slice(0, 28) || 'Form').trim();
  let name = base;
  for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base}-${i}`;
  used.add(name.toLowerCase());
  return name;
}

/**
 * Streams the answers workbook: one sheet per form (one row per thread, one column per
 * question) and a notes sheet. Threads are read in keyset chunks, rows are committed as
 * they are written, so memory stays flat however many answers there are. Read from the
 * replica path (a heavy read that may be a moment behind: see Db.replica).
 */
export async function writeAnswersWorkbook(db: Db, p: StaffPrincipal, filter: AnswerFilter, out: Writable): Promise<void> {
  const wb = new XlsxWriter(out);
  const used = new Set<string>();
  const { where, params } = threadWhere(p, filter);
  const forms = await db.replica.all<{ id: number; code: string; description: string }>(
    'SELECT id, code, description FROM forms ORDER BY sort_order, id',
  );

  for (const form of forms) {
    const questions = await db.replica.all<{ id: number; code: string }>(
      'SELECT q.id, q.code FROM questions q JOIN form_sections s ON s.id = q.section_id WHERE q.form_id = ? ORDER BY s.order_number, q.order_number, q.id',
      [form.id],
    );
    const column = new Map(questions.map((q, i) => [q.id, i]));
    await wb.sheet(sheetName(form.code, used), async (sheet) => {
      await sheet.row([
        'Observer Id',
        'Observer Phone',
        'Observer Name',
        'County',
        'Polling Station',
        'Last Modified (UTC)',
        ...questions.map((q) => q.code),
      ]);

      let afterObserver = 0;
      let afterStation = 0;
      for (;;) {
        const threads = await db.replica.all<ThreadKey>(
          `SELECT t.observer_id, t.polling_station_id, t.county_code, t.station_number, t.last_modified, o.name, o.phone
           FROM answer_threads t JOIN observers o ON o.id = t.observer_id
          WHERE ${where} AND (t.observer_id > ? OR (t.observer_id = ? AND t.polling_station_id > ?))
          ORDER BY t.observer_id, t.polling_station_id LIMIT ?`,
          [...params, afterObserver, afterObserver, afterStation, THREAD_CHUNK],
        );
        if (threads.length === 0) break;
        const last = threads[threads.length - 1] as ThreadKey;
        const inChunk = new Set(threads.map((t) => `${t.observer_id}:${t.polling_station_id}`));
        // Exactly this chunk's threads, through the answers primary key (observer, station, option).
        const pairs = threads.map(() => '(CAST(? AS INTEGER), CAST(? AS INTEGER))').join(', ');
        const answers = await db.replica.all<{
          observer_id: number;
          polling_station_id: number;
          question_id: number;
          text: string;
          is_free_text: number;
          value: string | null;
        }>(
          `SELECT a.observer_id, a.polling_station_id, a.question_id, op.text, op.is_free_text, a.value
           FROM answers a JOIN question_options op ON op.id = a.option_id
          WHERE (a.observer_id, a.polling_station_id) IN (VALUES ${pairs}) AND a.form_id = ?
          ORDER BY a.observer_id, a.polling_station_id, op.order_number, op.id`,
          [...threads.flatMap((t) => [t.observer_id, t.polling_station_id]), form.id],
        );
        const cells = new Map<string, string[][]>();
        for (const a of answers) {
          const key = `${a.observer_id}:${a.polling_station_id}`;
          if (!inChunk.has(key)) continue;
          const col = column.get(a.question_id);
          if (col === undefined) continue;
          let row = cells.get(key);
          if (!row) {
            row = questions.map(() => []);
            cells.set(key, row);
          }
          row[col]?.push(a.is_free_text === 1 && a.value ? `${a.text}: ${a.value}` : a.text);
        }
        for (const t of threads) {
          const row = cells.get(`${t.observer_id}:${t.polling_station_id}`);
          if (!row) continue;
          await sheet.row([
            t.observer_id,
            t.phone,
            t.name,
            t.county_code,
            t.station_number,
            t.last_modified,
            ...row.map((c) => c.join(', ')),
          ]);
        }
        afterObserver = last.observer_id;
        afterStation = last.polling_station_id;
      }
    });
  }

  await wb.sheet(sheetName('notes', used), async (notes) => {
    await notes.row([
      'Note Id',
      'Observer Id',
      'Observer Phone',
      'Observer Name',
      'County',
      'Polling Station',
      'Form',
      'Question',
      'Text',
      'Attachments',
      'Last Modified (UTC)',
    ]);
    for await (const page of notePages(db, p, filter)) {
      for (const n of page) {
        await notes.row([
          n.id,
          n.observer_id,
          n.phone,
          n.name,
          n.county_code,
          n.station_number,
          n.form_code ?? '',
          n.question_code ?? '',
          n.text,
          n.attachments,
          n.last_modified,
        ]);
      }
    }
  });
  await wb.finish();
}

export interface NoteExportRow {
  id: number;
  observer_id: number;
  phone: string;
  name: string;
  ngo: string;
  county_code: string;
  station_number: number;
  form_code: string | null;
  question_code: string | null;
  text: string;
  attachments: number;
  last_modified: string;
}

/** Notes matching the answer filters, in id order, a page at a time (from the replica path). */
export async function* notePages(db: Db, p: StaffPrincipal, filter: AnswerFilter): AsyncGenerator<NoteExportRow[]> {
  const { where, params } = notesWhere(p, filter);
  let after = 0;
  for (;;) {
    const rows = await db.replica.all<NoteExportRow>(
      `SELECT n.id, n.observer_id, o.phone, o.name, g.name AS ngo, c.code AS county_code, ps.number AS station_number,
              f.code AS form_code, q.code AS question_code, n.text,
              (SELECT COUNT(*) FROM note_attachments na WHERE na.note_id = n.id) AS attachments, n.last_modified
         FROM notes n
         JOIN observers o ON o.id = n.observer_id
         JOIN ngos g ON g.id = o.ngo_id
         JOIN polling_stations ps ON ps.id = n.polling_station_id
         JOIN counties c ON c.id = ps.county_id
         LEFT JOIN forms f ON f.id = n.form_id
         LEFT JOIN questions q ON q.id = n.question_id
        WHERE ${where} AND n.id > ? ORDER BY n.id LIMIT 1000`,
      [...params, after] as SqlValue[],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
