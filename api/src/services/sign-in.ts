import type { Db } from '../db/types.js';
import { nowIso } from '../util.js';
import { recordAudit } from './audit.js';

export interface ObserverCredential {
  id: number;
  ngo_id: number;
  ngo_name: string;
  pin_hash: string;
  phone: string;
}

export interface StaffCredential {
  id: number;
  ngo_id: number;
  ngo_name: string;
  organizer: number;
  password_hash: string;
  account: string;
}

/** The active observers holding a phone (more than one only for phones shared before the identity rule). */
export async function observersByPhone(db: Db, phone: string): Promise<ObserverCredential[]> {
  return db.all<ObserverCredential>(
    `SELECT o.id, o.ngo_id, n.name AS ngo_name, o.pin_hash, o.phone
       FROM observers o JOIN ngos n ON n.id = o.ngo_id
      WHERE o.phone = ? AND o.retired = 0 ORDER BY o.id LIMIT 5`,
    [phone],
  );
}

/** A signed-in observer: last seen now, the device registered, the PIN's hash upgraded when given. */
export async function recordObserverSignIn(
  db: Db,
  observerId: number,
  device: { channel: string; token: string },
  now: string,
  newPinHash: string | undefined,
): Promise<void> {
  await db.tx(async (q) => {
    if (newPinHash) await q.run('UPDATE observers SET pin_hash = ? WHERE id = ?', [newPinHash, observerId]);
    await q.run('UPDATE observers SET last_seen = ?, device_register_date = ? WHERE id = ?', [now, now, observerId]);
    await registerDevice(q, observerId, device, now);
  });
}

/** The device token for pushes: one per observer and channel, the latest wins. */
async function registerDevice(
  q: Pick<Db, 'run'>,
  observerId: number,
  device: { channel: string; token: string },
  now: string,
): Promise<void> {
  await q.run(
    `INSERT INTO device_registrations (observer_id, channel_name, token, registered_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (observer_id, channel_name) DO UPDATE SET token = excluded.token, registered_at = excluded.registered_at`,
    [observerId, device.channel, device.token, now],
  );
}

export async function staffAccount(db: Db, account: string): Promise<StaffCredential | undefined> {
  return db.get<StaffCredential>(
    `SELECT s.id, s.ngo_id, n.name AS ngo_name, n.organizer, s.password_hash, s.account
       FROM staff_accounts s JOIN ngos n ON n.id = s.ngo_id WHERE s.account = ?`,
    [account],
  );
}

/**
 * A staff sign-in, recorded in the audit trail: a success (with the stored hash upgraded in the
 * same transaction when it is weaker than today's parameters), or a failure: at a known account
 * (its NGO sees it) or at an unknown one (no actor, only the organizer sees it; the name typed is
 * not kept: it may be a password typed in the wrong field).
 */
export async function recordStaffSignIn(
  db: Db,
  from: { ip: string; requestId: string },
  staff: StaffCredential | undefined,
  outcome: { ok: true; newHash?: string | undefined } | { ok: false },
): Promise<void> {
  await db.tx(async (q) => {
    if (outcome.ok && staff && outcome.newHash) {
      await q.run('UPDATE staff_accounts SET password_hash = ? WHERE id = ?', [outcome.newHash, staff.id]);
    }
    await recordAudit(
      q,
      { account: staff?.account ?? '', ngoId: staff?.ngo_id ?? 0, ...from },
      {
        action: outcome.ok ? 'auth.sign-in' : 'auth.sign-in-failed',
        entityType: 'account',
        entityId: staff?.id ?? '',
        ngoId: staff?.ngo_id ?? null,
        summary: outcome.ok ? 'signed in' : staff ? 'wrong password' : 'unknown account',
        label: staff?.account ?? '',
      },
    );
  });
}

/** `POST /api/v1/notification/register`: the device token, and when the observer's device last registered. */
export async function registerDeviceNow(db: Db, observerId: number, device: { channel: string; token: string }): Promise<void> {
  const now = nowIso();
  await db.tx(async (q) => {
    await registerDevice(q, observerId, device, now);
    await q.run('UPDATE observers SET device_register_date = ? WHERE id = ?', [now, observerId]);
  });
}
