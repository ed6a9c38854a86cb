import { z } from 'zod';
import { staffOf } from '../auth/principal.js';
import { fieldProblem, notFound } from '../http/problem.js';
import { Problem, problem, request } from '../openapi/wire.js';
import { ROW_ERROR_CODES } from '../validation/import-rows.js';
import { IMPORT_MAX_BYTES, importObservers, ngoExists } from '../services/observer-import.js';
import { apiArea } from './area.js';

const ImportUpload = request({
  file: z
    .custom<unknown>(() => true)
    .meta({ type: 'string', format: 'binary' })
    .describe('The CSV file.'),
  ongId: z
    .number()
    .int()
    .optional()
    .describe("Organizers only: the NGO to import into (another NGO's id from anyone else is a 404). Also read as `ngoId`."),
});

const ImportRowError = z
  .object({
    line: z.number().int().describe('The physical line in the file; the header is line 1.'),
    field: z.enum(['phone', 'pin', 'name']),
    code: z.enum(ROW_ERROR_CODES).describe("Stable: the back-office says it in the reader's language."),
    message: z.string().describe('English.'),
  })
  .meta({ id: 'ImportRowError' });

/** The import's 400: bad rows, or (like any 400) messages per field (`file`, `ongId`). */
const ImportProblem = Problem.extend({
  errors: z
    .union([
      z.object({ rows: z.array(ImportRowError).describe('The first 200 bad rows.'), totalErrors: z.number().int() }),
      z.record(z.string(), z.array(z.string())),
    ])
    .optional(),
}).meta({ id: 'ImportProblem' });

export const observerImportRoutes = apiArea('Observers', (app, ctx) => {
  app.post(
    '/api/v1/observer/import',
    {
      config: { access: 'staff', multipart: true },
      schema: {
        operationId: 'importObservers',
        summary: 'Adds observers from a CSV file, all or nothing',
        description: [
          'The file: UTF-8 (a BOM is allowed), comma or semicolon separated, a header row `Phone,Pin,Name` (any case and order), at most 5 MiB and 50,000 rows. Every row is checked first; if any is bad nothing is written and the answer is a 400 whose `errors` is `{ rows: [{ line, field, code, message }], totalErrors }` (the first 200 rows; `line` is the physical line, the header being line 1). Answers the number of observers added.',
          '',
          'Row error codes (stable; `message` is English): `phone_required`, `phone_format`, `phone_duplicate` (repeated in the file), `phone_taken` (an active observer of any NGO holds it), `pin_required`, `pin_format` (not exactly 4 or 6 digits), `name_required`, `name_too_long`, `name_bidi`. A row has at most one error per field. File-level problems (header, encoding, not a text file, empty) are `errors.file: [message]` with `codes.file: [code]` (`file_header`, `file_not_utf8`, `file_not_text`, `file_empty`, `file_no_rows`, `file_unreadable`).',
        ].join('\n'),
        multipartBody: ImportUpload,
        response: {
          200: z.number().int().describe('How many observers were added.'),
          400: problem('A bad row (`errors.rows`, `errors.totalErrors`), a bad file (`errors.file`), or no file.', ImportProblem),
          404: problem("No such NGO, or not the caller's to import into."),
          413: problem('The file is larger than 5 MiB.'),
        },
      },
    },
    async (req) => {
      const p = staffOf(req);
      let file: Buffer | undefined;
      let target: string | undefined;
      for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
        if (part.type === 'file') {
          if (part.fieldname.toLowerCase() !== 'file' || file) {
            part.file.resume();
            continue;
          }
          file = await part.toBuffer(); // throws 413 past 5 MiB
        } else {
          const name = part.fieldname.toLowerCase();
          if ((name === 'ongid' || name === 'ngoid') && typeof part.value === 'string' && part.value.trim() !== '')
            target = part.value.trim();
        }
      }
      if (!file)
        throw fieldProblem('One or more fields are invalid.', { file: [{ code: 'required', message: 'This field is required.' }] });

      let ngoId = p.ngoId;
      if (target !== undefined) {
        const n = Number(target);
        if (!Number.isInteger(n) || n < 1)
          throw fieldProblem('One or more fields are invalid.', { ongId: [{ code: 'not_an_id', message: 'Must be a positive id.' }] });
        // Only organizers import into another NGO; for anyone else it is another tenant's row.
        if (n !== p.ngoId && !p.organizer) throw notFound('No such NGO.');
        if (!(await ngoExists(ctx.db, n))) throw notFound('No such NGO.');
        ngoId = n;
      }
      return importObservers(ctx.db, ctx.hasher, p, ngoId, file);
    },
  );
});
