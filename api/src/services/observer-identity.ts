import type { Queryable, SqlValue } from '../db/types.js';
import { fieldProblem } from '../http/problem.js';
import { PHONE_TAKEN } from '../validation/import-rows.js';

/**
 * The identity rule: a phone belongs to at most one active (not retired) observer across all
 * NGOs, because the observer signs in with the phone alone. A collision is reported with one
 * sentence whoever holds the phone (PHONE_TAKEN, in validation/import-rows.ts), so nothing about another NGO's observer leaks.
 */

/** The 409 of add and edit: the contract's detail, plus the phone field and its code (`phone_taken`, as import rows say it). */
export const phoneTakenProblem = () => fieldProblem(PHONE_TAKEN, { phone: [{ code: 'phone_taken', message: PHONE_TAKEN }] }, 409);

/** Observer sign-in with a phone that several active observers hold (see migration 003). */
export const AMBIGUOUS_SIGN_IN = 'This phone number is registered to more than one observer. Ask your NGO to correct it.';

/** True when an active observer (other than `exceptId`) already holds the phone, in any NGO. */
export async function phoneTaken(q: Queryable, phone: string, exceptId?: number): Promise<boolean> {
  const row = await q.get('SELECT 1 AS x FROM observers WHERE phone = ? AND retired = 0 AND id <> ? LIMIT 1', [phone, exceptId ?? 0]);
  return row !== undefined;
}

/** The subset of `phones` that active observers already hold (import), looked up in chunks. */
export async function takenPhones(q: Queryable, phones: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < phones.length; i += 500) {
    const chunk = phones.slice(i, i + 500);
    const rows = await q.all<{ phone: string }>(
      `SELECT DISTINCT phone FROM observers WHERE retired = 0 AND phone IN (${chunk.map(() => '?').join(', ')})`,
      chunk,
    );
    for (const r of rows) taken.add(r.phone);
  }
  return taken;
}

/**
 * A phone shared by active observers of several NGOs (only possible in data older than the
 * rule, see migration 003) stops being shared once a single active holder is left: that row
 * then joins the unique index again.
 */
export async function settleSharedPhone(q: Queryable, phone: string): Promise<void> {
  await q.run(
    `UPDATE observers SET phone_shared = 0
      WHERE phone = ? AND retired = 0 AND phone_shared = 1
        AND (SELECT COUNT(*) FROM observers o2 WHERE o2.phone = ? AND o2.retired = 0) = 1`,
    [phone, phone],
  );
}

/** Active observers holding `phone` that the caller may see (scope: the caller's NGO, or all). */
export async function visiblePhoneHolders(q: Queryable, phone: string, scope: number | undefined): Promise<{ id: number }[]> {
  const params: SqlValue[] = scope === undefined ? [phone] : [phone, scope];
  return q.all<{ id: number }>(
    `SELECT id FROM observers WHERE phone = ? AND retired = 0${scope === undefined ? '' : ' AND ngo_id = ?'} ORDER BY id LIMIT 2`,
    params,
  );
}
