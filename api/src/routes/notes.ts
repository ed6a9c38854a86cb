import { z } from 'zod';
import { observerOf, staffOf } from '../auth/principal.js';
import { fieldProblem, notFound } from '../http/problem.js';
import { parseWith } from '../validation/validate.js';
import { problem } from '../openapi/wire.js';
import { Note, NoteFields, NotesQuery, NoteUpload } from '../schemas/notes.js';
import { createNote, loadNotes } from '../services/notes.js';
import { findObserverForEvidence } from '../services/observers.js';
import { apiArea } from './area.js';

const MAX_FILES = 5;
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const noteRoutes = apiArea('Notes', (app, ctx) => {
  const { db, files } = ctx;

  app.post(
    '/api/v2/note',
    {
      config: { access: 'observer', multipart: true },
      schema: {
        operationId: 'addNote',
        summary: 'An observer adds a note, with photos',
        description:
          'multipart/form-data: `CountyCode`, `PollingStationNumber`, `QuestionId`, `Text` and the files. Answers the stored note.',
        multipartBody: NoteUpload,
        response: {
          200: Note,
          400: problem('A field is missing or invalid (neither text nor file, an unknown station or question), or more than 5 files.'),
          413: problem('A file is larger than 10 MiB.'),
        },
      },
    },
    async (req) => {
      const o = observerOf(req);
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
      if (tooMany)
        throw fieldProblem(`At most ${MAX_FILES} files per note.`, {
          files: [{ code: 'too_many', message: `At most ${MAX_FILES} files per note.` }],
        });
      const body = parseWith(NoteFields, fields);
      if (body.text === '' && buffers.length === 0)
        throw fieldProblem('One or more fields are invalid.', {
          text: [{ code: 'text_or_file_required', message: 'Give a text or at least one file.' }],
        });

      const saved: { storageName: string; contentType: string; size: number }[] = [];
      try {
        for (const buf of buffers) saved.push(await files.save(buf));
        const noteId = await createNote(db, o, body, saved);
        const [note] = await loadNotes(db, files, 'n.id = ?', [noteId]);
        if (!note) throw new Error('note missing after insert');
        return note;
      } catch (err) {
        for (const s of saved) await files.remove(s.storageName).catch(() => undefined);
        throw err;
      }
    },
  );

  app.get(
    '/api/v2/note',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listNotes',
        summary: "An observer's notes, at one station or all",
        description: "Oldest first (at most 5,000). Retired observers' notes stay readable.",
        querystring: NotesQuery,
        response: { 200: z.array(Note), 404: problem("No such observer, or another NGO's.") },
      },
    },
    async (req) => {
      const q = req.query;
      const obs = await findObserverForEvidence(db, staffOf(req), q.observerId);
      if (!obs) throw notFound('No such observer.');
      return q.pollingStationId === undefined
        ? loadNotes(db, files, 'n.observer_id = ?', [obs.id])
        : loadNotes(db, files, 'n.observer_id = ? AND n.polling_station_id = ?', [obs.id, q.pollingStationId]);
    },
  );
});
