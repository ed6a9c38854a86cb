import { recordAudit, type AuditActor } from './audit.js';
import type { Db } from '../db/types.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { readCsvRows, requireCleanRows, type CsvImportShape } from './csv-import.js';
import { HttpProblem } from '../http/problem.js';
import { nowIso } from '../util.js';
import { isUniqueViolation } from '../db/errors.js';
import { bumpObservers } from './counts.js';
import { nameKeyValues } from '../db/name-keys.js';
import { takenPhones } from './observer-identity.js';
import { isPhoneFormat, normalizePhone, rowErrors, type ImportRow, type RowError } from '../validation/import-rows.js';

const OBSERVER_CSV: CsvImportShape<'phone' | 'pin' | 'name'> = {
  columns: ['phone', 'pin', 'name'],
  header: 'Phone,Pin,Name',
  rowNoun: 'observer',
};

/** Validates every row first; writes all rows in one transaction or nothing. */
export async function importObservers(db: Db, hasher: PasswordHasher, actor: AuditActor, ngoId: number, buf: Buffer): Promise<number> {
  const rows: ImportRow[] = readCsvRows(buf, OBSERVER_CSV).map(({ line, cells }) => ({
    line,
    phone: normalizePhone(cells.phone),
    pin: cells.pin,
    name: cells.name.replace(/\s+/g, ' '),
  }));
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
  requireCleanRows(errors, good.length, OBSERVER_CSV);

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
