import type { Queryable } from '../types.js';
import { nameKeys } from '../name-keys.js';

/**
 * Observer identity and names (contract "Observers").
 *
 * Phones: a phone belongs to at most one active observer across all NGOs. Databases made
 * before this rule may already hold the same phone for active observers of different NGOs;
 * creating the unique index over them would fail, and choosing one to keep would silently
 * take an identity away from the other NGO. So those rows are marked `phone_shared = 1` and
 * left out of the index: every new or edited phone is covered by it (and checked by the
 * application against every active observer, shared or not), the observer sign-in refuses a
 * phone that more than one active observer holds, and a shared phone stops being shared as soon
 * as staff change or delete all but one of its holders.
 *
 * Names: `name_search` (folded) and `name_sort` (Romanian order, compared byte by byte) replace
 * `name_lower`; both are computed in application code (name-keys.ts), here for existing rows.
 * The name indexes also carry `name_search`, so a filtered, sorted page is read from the index.
 */
export const observerIdentity = `
ALTER TABLE observers ADD COLUMN phone_shared INTEGER NOT NULL DEFAULT 0;
UPDATE observers SET phone_shared = 1
 WHERE retired = 0 AND phone IN (SELECT phone FROM observers WHERE retired = 0 GROUP BY phone HAVING COUNT(*) > 1);
CREATE UNIQUE INDEX observers_phone_identity ON observers (phone) WHERE retired = 0 AND phone_shared = 0;

ALTER TABLE observers ADD COLUMN name_search TEXT NOT NULL DEFAULT '';
ALTER TABLE observers ADD COLUMN name_sort TEXT{{BYTES}} NOT NULL DEFAULT '';
DROP INDEX observers_ngo_name;
DROP INDEX observers_all_name;
ALTER TABLE observers DROP COLUMN name_lower;
`;

export const observerIdentityIndexes = `
CREATE INDEX observers_ngo_name ON observers (ngo_id, retired, name_sort, id, name_search);
CREATE INDEX observers_all_name ON observers (retired, name_sort, id, name_search);
`;

/** Fills the derived name columns of rows that existed before this migration. */
export async function fillNameKeys(q: Queryable): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await q.all<{ id: number; name: string }>('SELECT id, name FROM observers WHERE id > ? ORDER BY id LIMIT 1000', [after]);
    if (rows.length === 0) return;
    for (const r of rows) {
      const keys = nameKeys(r.name);
      await q.run('UPDATE observers SET name_search = ?, name_sort = ? WHERE id = ?', [keys.nameSearch, keys.nameSort, r.id]);
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}
