import { z } from 'zod';
import { staffOf } from '../auth/principal.js';
import { fieldProblem, notFound } from '../http/problem.js';
import { problem, request } from '../openapi/wire.js';
import { ROW_ERROR_CODES } from '../validation/import-rows.js';
import { importObservers, ngoExists } from '../services/observer-import.js';
import { csvFileField, importProblem, readCsvUpload } from './upload.js';
import { apiArea } from './area.js';

const ImportUpload = request({
  file: csvFileField,
  ongId: z
    .number()
    .int()
    .optional()
    .describe("Organizers only: the NGO to import into (another NGO's id from anyone else is a 404). Also read as `ngoId`."),
});

// Named as before the locations import shared the shape: the areas' generated types keep their names.
const ImportProblem = importProblem('Import', ['phone', 'pin', 'name'], ROW_ERROR_CODES);

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
      const { file, fields } = await readCsvUpload(req, ['ongid', 'ngoid']);
      const target = fields.get('ongid') ?? fields.get('ngoid');

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
