import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldProblem } from '../http/problem.js';
import { Problem } from '../openapi/wire.js';
import { IMPORT_MAX_BYTES } from '../services/csv-import.js';

/** The body of a CSV import: the file, and the named text fields (lower-cased names; blank ones left out). */
export async function readCsvUpload(
  req: FastifyRequest,
  fieldNames: readonly string[] = [],
): Promise<{ file: Buffer; fields: Map<string, string> }> {
  let file: Buffer | undefined;
  const fields = new Map<string, string>();
  for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      if (part.fieldname.toLowerCase() !== 'file' || file) {
        part.file.resume();
        continue;
      }
      file = await part.toBuffer(); // throws 413 past 5 MiB
    } else {
      const name = part.fieldname.toLowerCase();
      if (fieldNames.includes(name) && typeof part.value === 'string' && part.value.trim() !== '') fields.set(name, part.value.trim());
    }
  }
  if (!file) throw fieldProblem('One or more fields are invalid.', { file: [{ code: 'required', message: 'This field is required.' }] });
  return { file, fields };
}

/** The upload field every import documents. */
export const csvFileField = z
  .custom<unknown>(() => true)
  .meta({ type: 'string', format: 'binary' })
  .describe('The CSV file.');

/**
 * An import's row error and its 400 (bad rows, or like any 400 messages per field such as
 * `file`), named `<id>RowError` / `<id>Problem` in the document.
 */
export function importProblem<F extends string, C extends string>(id: string, fields: readonly [F, ...F[]], codes: readonly [C, ...C[]]) {
  const rowError = z
    .object({
      line: z.number().int().describe('The physical line in the file; the header is line 1.'),
      field: z.enum(fields),
      code: z.enum(codes).describe("Stable: the back-office says it in the reader's language."),
      message: z.string().describe('English.'),
    })
    .meta({ id: `${id}RowError` });
  return Problem.extend({
    errors: z
      .union([
        z.object({ rows: z.array(rowError).describe('The first 200 bad rows.'), totalErrors: z.number().int() }),
        z.record(z.string(), z.array(z.string())),
      ])
      .optional(),
  }).meta({ id: `${id}Problem` });
}
