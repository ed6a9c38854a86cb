import { recordAudit, type AuditActor } from './audit.js';
import type { Db } from '../db/types.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { parseCsv } from '../validation/csv.js';
import { HttpProblem, fieldProblem } from '../http/problem.js';
import { nowIso } from '../util.js';
import { isUniqueViolation } from '../db/errors.js';
import { bumpObservers } from './counts.js';
import { nameKeyValues } from '../db/name-keys.js';
import { takenPhones } from './observer-identity.js';
import { isPhoneFormat, normalizePhone, rowErrors, type ImportRow, type RowError } from '../validation/import-rows.js';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORT_MAX_ROWS = 50_000;
const MAX_REPORTED_ERRORS = 200;

/** A refusal of the whole file, with its stable code (README "Field refusal codes"). */
const fileProblem = (detail: string, code: string, message: string) => fieldProblem(detail, { file: [{ code, message }] });

function decodeUtf8(buf: Buffer): string {
  // A zip (xlsx renamed to .csv) or other binary is refused with a clear message.
  if (buf.subarray(0, 2).toString('latin1') === 'PK' || buf.includes(0)) {
    throw fileProblem(
      'The file is not a CSV text file.',
      'file_not_text',
      'The file is not a CSV text file (is it a spreadsheet?). Save it as CSV UTF-8.',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw fileProblem('The file is not UTF-8 text.', 'file_not_utf8', 'The file must be UTF-8 encoded.');
  }
}

/** Validates every row first; writes all rows in one transaction or nothing. */
export async function importObservers(db: Db, hasher: PasswordHasher, actor: AuditActor, ngoId: number, buf: Buffer): Promise<number> {
  const text = decodeUtf8(buf);
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(text);
  } catch (err) {
    throw fileProblem('The CSV file could not be read.', 'file_unreadable', (err as Error).message);
  }
  const [header, ...records] = parsed.records;
  if (!header) throw fileProblem('The file is empty.', 'file_empty', 'The file is empty; expected a header row Phone,Pin,Name.');
  if (records.length > IMPORT_MAX_ROWS) throw new HttpProblem(413, `At most ${IMPORT_MAX_ROWS} rows can be imported at once.`);
  const cols = header.fields.map((h) => h.trim().toLowerCase());
  const at = { phone: cols.indexOf('phone'), pin: cols.indexOf('pin'), name: cols.indexOf('name') };
  if (at.phone < 0 || at.pin < 0 || at.name < 0) {
    throw fileProblem('The header row must be Phone,Pin,Name.', 'file_header', 'The header row must be Phone,Pin,Name.');
  }
  const rows: ImportRow[] = records.map((rec) => {
    const get = (i: number) => (rec.fields[i] ?? '').trim();
    return { line: rec.line, phone: normalizePhone(get(at.phone)), pin: get(at.pin), name: get(at.name).replace(/\s+/g, ' ') };
  });
  const firstLine = new Map<string, number>();
  for (const r of rows) if (r.phone !== '' && !firstLine.has(r.phone)) firstLine.set(r.phone, r.line);
  // Phones are unique among active observers of every NGO (contract "Observers").
  const taken = await takenPhones(db, [...firstLine.keys()].filter(isPhoneFormat));
  const errors: RowError[] = [];
  const good: ImportRow[] = [];
  for (const r of rows) {
    const rowErrs = rowErrors(r, firstLine, taken);
    if (rowErrs.length > 0) errors.push(...rowErrs);
    else good.push(r);
  }
  if (errors.length > 0) {
    throw new HttpProblem(400, `${errors.length} row error(s); nothing was imported.`, {
      rows: errors.slice(0, MAX_REPORTED_ERRORS),
      totalErrors: errors.length,
    });
  }
  if (good.length === 0) throw fileProblem('The file has no observer rows.', 'file_no_rows', 'The file has a header but no observer rows.');

  // Hash each distinct PIN once (off the event loop, in argon2's thread pool, 4 at a time).
  const distinct = [...new Set(good.map((g) => g.pin))];
  const hashes = new Map<string, string>();
  for (let i = 0; i < distinct.length; i += 4) {
    const batch = distinct.slice(i, i + 4);
    const hashed = await Promise.all(batch.map((p) => hasher.hash(p)));
    batch.forEach((p, j) => hashes.set(p, hashed[j] ?? ''));
  }
  const created = nowIso();
  try {
    await db.tx(async (q) => {
      for (let i = 0; i < good.length; i += 200) {
        const chunk = good.slice(i, i + 200);
        const values = chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
        const params = chunk.flatMap((g) => [ngoId, g.phone, g.name, ...nameKeyValues(g.name), hashes.get(g.pin) ?? '', created]);
        await q.run(`INSERT INTO observers (ngo_id, phone, name, name_search, name_sort, pin_hash, created_at) VALUES ${values}`, params);
      }
      await bumpObservers(q, ngoId, good.length);
      await recordAudit(q, actor, {
        action: 'observer.import',
        entityType: 'ngo',
        entityId: ngoId,
        ngoId,
        summary: `${good.length} observer(s) imported`,
      });
    });
  } catch (err) {
    // Another import or add raced us to one of these phones.
    if (isUniqueViolation(err))
      throw new HttpProblem(409, 'Some phones were added meanwhile by someone else; nothing was imported. Try again.');
    throw err;
  }
  return good.length;
}

export async function ngoExists(db: Db, ngoId: number): Promise<boolean> {
  return (await db.get('SELECT id FROM ngos WHERE id = ?', [ngoId])) !== undefined;
}
