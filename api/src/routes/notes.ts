import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireObserver, requireStaff } from '../auth/principal.js';
import { HttpProblem, notFound } from '../http/problem.js';
import { parseWith } from '../validation/validate.js';
import { id, int, longText } from '../validation/fields.js';
import { resolveStation } from '../services/locations.js';
import { loadNotes } from '../services/notes.js';
import { findObserverForEvidence } from '../services/observers.js';
import { nowIso } from '../util.js';
import { touchThread } from '../services/thread-activity.js';

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const NoteFields = z.object({
  countyCode: longText(10),
  pollingStationNumber: int(),
  questionId: z.preprocess((v) => (v === '' || v === '0' || v === 0 || v === 'null' ? undefined : v), int().optional()),
  text: longText(10_000, 0).default(''),
});

const NotesQuery = z.object({ observerId: id(), pollingStationId: id().optional() });

export function noteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, files } = ctx;

  app.post('/api/v2/note', { config: { multipart: true } }, async (req) => {
    const o = await requireObserver(ctx, req);
    const fields: Record<string, string> = {};
    const buffers: Buffer[] = [];
    let tooMany = false;
    for await (const part of req.parts({ limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES + 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (buffers.length >= MAX_FILES) {
          tooMany = true;
          part.file.resume();
          continue;
        }
        const buf = await part.toBuffer(); // 413 past 10 MiB
        if (buf.length > 0) buffers.push(buf);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (tooMany) throw new HttpProblem(400, `At most ${MAX_FILES} files per note.`, { files: [`At most ${MAX_FILES} files per note.`] });
    const body = parseWith(NoteFields, fields);
    if (body.text === '' && buffers.length === 0)
      throw new HttpProblem(400, 'One or more fields are invalid.', { text: ['Give a text or at least one file.'] });

    const saved: { storageName: string; contentType: string; size: number }[] = [];
    try {
      for (const buf of buffers) saved.push(await files.save(buf));
      const noteId = await db.tx(async (q) => {
        const st = await resolveStation(q, body.countyCode, body.pollingStationNumber);
        let formId: number | null = null;
        if (body.questionId !== undefined) {
          const question = await q.get<{ form_id: number; draft: number }>(
            'SELECT q.form_id, f.draft FROM questions q JOIN forms f ON f.id = q.form_id WHERE q.id = ?',
            [body.questionId],
          );
          if (!question || question.draft === 1)
            throw new HttpProblem(400, 'Unknown question.', { questionId: ['No published question has this id.'] });
          formId = question.form_id;
        }
        const now = nowIso();
        const nid = await q.insert(
          'INSERT INTO notes (observer_id, ngo_id, polling_station_id, question_id, form_id, text, last_modified) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
          [o.observerId, o.ngoId, st.id, body.questionId ?? null, formId, body.text, now],
        );
        for (const s of saved) {
          await q.run('INSERT INTO note_attachments (note_id, storage_name, content_type, original_name, size) VALUES (?, ?, ?, ?, ?)', [
            nid,
            s.storageName,
            s.contentType,
            null,
            s.size,
          ]);
        }
        await q.run('UPDATE observers SET notes_count = notes_count + 1, last_seen = ? WHERE id = ?', [now, o.observerId]);
        await touchThread(q, o.observerId, st.id, now);
        return nid;
      });
      const [note] = await loadNotes(db, files, 'n.id = ?', [noteId]);
      return note;
    } catch (err) {
      for (const s of saved) await files.remove(s.storageName).catch(() => undefined);
      throw err;
    }
  });

  app.get('/api/v2/note', async (req) => {
    const p = await requireStaff(ctx, req);
    const qy = parseWith(NotesQuery, req.query, { idObserver: 'observerId', idPollingStation: 'pollingStationId' });
    const obs = await findObserverForEvidence(db, p, qy.observerId);
    if (!obs) throw notFound('No such observer.');
    return qy.pollingStationId === undefined
      ? loadNotes(db, files, 'n.observer_id = ?', [obs.id])
      : loadNotes(db, files, 'n.observer_id = ? AND n.polling_station_id = ?', [obs.id, qy.pollingStationId]);
  });
}
