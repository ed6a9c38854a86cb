import { z } from 'zod';
import { id, int, longText } from '../validation/fields.js';
import { request } from '../openapi/wire.js';

/** The text fields of a note upload (multipart: parsed by the handler, names case-insensitive). */
export const NoteFields = request({
  countyCode: longText(10),
  pollingStationNumber: int(),
  questionId: z
    .preprocess((v) => (v === '' || v === '0' || v === 0 || v === 'null' ? undefined : v), int().optional())
    .describe('The question the note is about, of a published form (absent, empty, 0 or `null`: none).'),
  text: longText(10_000, 0).default('').describe('Up to 10,000 characters; a note needs a text or at least one file.'),
});

/** As documented: the fields and the files. */
export const NoteUpload = NoteFields.extend({
  files: z
    .array(z.custom<unknown>(() => true).meta({ type: 'string', format: 'binary' }))
    .max(5)
    .optional()
    .describe('0 to 5 files (any part name), 10 MiB each; the content type is sniffed from the bytes.'),
});

export const NotesQuery = request(
  { observerId: id(), pollingStationId: id().optional() },
  { idObserver: 'observerId', idPollingStation: 'pollingStationId' },
);

export const Note = z
  .object({
    id: z.number().int(),
    text: z.string(),
    questionId: z.number().int().nullable(),
    formId: z.number().int().nullable(),
    formCode: z.string().nullable(),
    observerId: z.number().int(),
    pollingStationId: z.number().int(),
    countyCode: z.string(),
    pollingStationNumber: z.number().int(),
    lastModified: z.string(),
    attachmentsPaths: z.array(z.string()).describe("Signed links to the attachments, on the API's origin, valid 1 hour."),
  })
  .meta({ id: 'Note' });
