import type { Db } from '../db/types.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { COUNTIES } from './counties.js';
import { nowIso } from '../util.js';
import { FILL_STATION_ROWS } from '../db/migrations/011_station_locations.js';

export const ORGANIZER_NGO = { name: 'Coaliția pentru Alegeri Corecte', shortName: 'CAC' };
export const CIVIC_NGO = { name: 'Asociația Observatorul Civic', shortName: 'AOC' };
export const THIRD_NGO = { name: 'Asociația Vot Transparent', shortName: 'AVT' };

const DEMO_STAFF = [
  { account: 'organizer', password: 'Organizer#2026', ngo: ORGANIZER_NGO.shortName },
  { account: 'ngoadmin', password: 'NgoAdmin#2026', ngo: CIVIC_NGO.shortName },
] as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM ngos');
  return (row?.n ?? 0) === 0;
}

/** NGOs, staff accounts, the county list and its stations: present in both SEED=none and SEED=demo. */
export async function seedBase(db: Db, hasher: PasswordHasher, withThirdNgo: boolean): Promise<Map<string, number>> {
  const hashes = await Promise.all(DEMO_STAFF.map((s) => hasher.hash(s.password)));
  const ids = new Map<string, number>();
  await db.tx(async (q) => {
    const ngos = withThirdNgo ? [ORGANIZER_NGO, CIVIC_NGO, THIRD_NGO] : [ORGANIZER_NGO, CIVIC_NGO];
    for (const n of ngos) {
      const id = await q.insert('INSERT INTO ngos (name, short_name, organizer, is_active) VALUES (?, ?, ?, 1) RETURNING id', [
        n.name,
        n.shortName,
        n === ORGANIZER_NGO,
      ]);
      ids.set(n.shortName, id);
    }
    for (const [i, s] of DEMO_STAFF.entries()) {
      await q.run('INSERT INTO staff_accounts (ngo_id, account, password_hash, created_at) VALUES (?, ?, ?, ?)', [
        ids.get(s.ngo) ?? 0,
        s.account,
        hashes[i] ?? '',
        nowIso(),
      ]);
    }
    for (const [i, c] of COUNTIES.entries()) {
      await q.run('INSERT INTO counties (code, name, station_count, diaspora, sort_order) VALUES (?, ?, ?, ?, ?)', [
        c.code,
        c.name,
        c.stations,
        c.diaspora === true,
        i + 1,
      ]);
    }
    // Every station gets its row (and id) now: the map lists them all.
    await q.run(FILL_STATION_ROWS);
  });
  return ids;
}
