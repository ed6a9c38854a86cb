import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, SqlValue } from '../db/types.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { FileStore } from '../storage/files.js';
import { apiRoot } from '../config.js';
import { insertMany } from '../db/bulk.js';
import { nameKeyValues } from '../db/name-keys.js';
import { CIVIC_NGO, ORGANIZER_NGO, THIRD_NGO } from './base.js';
import { DEMO_FORMS } from './forms-data.js';
import { insertForm, loadQuestions, type LoadedQuestion } from './insert-form.js';
import { INTERNATIONAL_FORM, internationalAnswers, plantAnomalies, type DemoNote } from './demo-story.js';
import { personName, pick, rng } from './random.js';
import { placeDemoStations } from './county-seats.js';
import { recomputeCounts } from '../services/counts.js';
import { rebuildAttention } from '../services/attention-state.js';
import { OBSERVER_COLUMNS, STATION_VISIT_COLUMNS, ANSWER_COLUMNS, THREAD_COLUMNS } from '../db/columns.js';

const DEMO_OBSERVERS = 2000;
const DEMO_PIN = '1234';
const demoPhone = (i: number) => `0722${String(i).padStart(6, '0')}`;

const ELECTION_DAY = Date.parse('2025-05-18T04:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const NOTE_TEXTS = [
  'Coadă lungă la intrare, aproximativ 40 de persoane.',
  'Președintele secției nu a permis fotografierea procesului-verbal.',
  'Afiș electoral lipit pe gardul școlii, la 20 m de intrare.',
  'Urna mobilă a plecat fără a fi însoțită de observatori.',
  'Tableta SIMPV a funcționat intermitent între 10:00 și 11:30.',
  'Un membru al biroului electoral purta insigna unui partid.',
  'Lipseau ștampilele „VOTAT” la deschidere; au sosit la 7:40.',
  'Totul s-a desfășurat normal, fără incidente.',
  'Mai mulți alegători au fost aduși cu un microbuz.',
  'Sigiliul urnei 2 era deteriorat.',
];
const PHOTOS = ['ballot-box.jpg', 'queue.jpg', 'poster.jpg', 'seal.jpg', 'tally-sheet.jpg', 'door-sign.jpg'];

/**
 * The demo data set: ~2,000 observers in three NGOs, forms A/B/C, answers and notes with
 * photos at a few hundred stations (some flagged), and a notification history.
 */
export async function seedDemo(db: Db, hasher: PasswordHasher, files: FileStore, ngoIds: Map<string, number>): Promise<string> {
  const r = rng(20250518);
  // One hash of the demo PIN, reused: hashing 2,000 PINs would make start-up slow.
  const pinHash = await hasher.hash(DEMO_PIN);
  const ngoOf = (i: number) => ngoIds.get(i <= 800 ? ORGANIZER_NGO.shortName : i <= 1500 ? CIVIC_NGO.shortName : THIRD_NGO.shortName) ?? 1;
  const now = new Date().toISOString();
  const assetsDir = path.join(apiRoot, 'seed-assets');
  const photos = PHOTOS.filter((f) => fs.existsSync(path.join(assetsDir, f)));

  let answersCount = 0;
  let notesCount = 0;
  await db.tx(async (q) => {
    const observerRows: SqlValue[][] = [];
    for (let i = 1; i <= DEMO_OBSERVERS; i++) {
      const name = personName(r);
      observerRows.push([ngoOf(i), demoPhone(i), name, ...nameKeyValues(name), pinHash, now]);
    }
    await insertMany(q, 'observers', OBSERVER_COLUMNS, observerRows);
    const observerIds = new Map(
      (await q.all<{ id: number; phone: string }>('SELECT id, phone FROM observers')).map((o) => [o.phone, o.id]),
    );

    const forms: { code: string; questions: LoadedQuestion[] }[] = [];
    for (const f of DEMO_FORMS) {
      const id = await insertForm(q, db.dialect, f);
      forms.push({ code: f.code, questions: await loadQuestions(q, id) });
    }
    // A draft form, so the Draft tab has something.
    await insertForm(
      q,
      db.dialect,
      {
        code: 'D',
        description: 'Chestionar diaspora (ciornă)',
        order: 4,
        sections: [
          {
            code: 'D1',
            description: 'Secții din străinătate',
            questions: [
              {
                code: 'D1-1',
                text: 'Au existat cozi de peste două ore?',
                type: 1,
                options: [{ text: 'Da', flagged: true }, { text: 'Nu' }],
              },
            ],
          },
        ],
      },
      true,
    );
    // After the others, so their ids stay as they were; answered with a random sequence of its own.
    const international = await loadQuestions(q, await insertForm(q, db.dialect, INTERNATIONAL_FORM));
    const rInternational = rng(27);

    const counties = await q.all<{ id: number; code: string; station_count: number }>(
      'SELECT id, code, station_count FROM counties ORDER BY sort_order',
    );
    // Every station near its county seat, so the map has something to draw.
    await placeDemoStations(q, now);
    const visitRows: SqlValue[][] = [];
    const answerRows: SqlValue[][] = [];
    const threadRows: SqlValue[][] = [];
    const noteRows: DemoNote[] = [];
    const usedStations = new Set<string>();

    // Every fifth observer reports from one station (≈400 stations).
    for (let i = 1; i <= DEMO_OBSERVERS; i += 5) {
      const observerId = observerIds.get(demoPhone(i));
      if (observerId === undefined) continue;
      const ngoId = ngoOf(i);
      const county = counties[(i * 7) % counties.length] ?? counties[0];
      if (!county) continue;
      let number = 1 + Math.floor(r() * county.station_count);
      while (usedStations.has(`${county.id}:${number}`)) number = 1 + (number % county.station_count);
      usedStations.add(`${county.id}:${number}`);
      const station = await q.get<{ id: number }>('SELECT id FROM polling_stations WHERE county_id = ? AND number = ?', [
        county.id,
        number,
      ]);
      if (!station) continue;
      const arrival = ELECTION_DAY + Math.floor(r() * 40) * 60_000;
      const leave = ELECTION_DAY + 16 * 3600_000 + Math.floor(r() * 90) * 60_000;
      visitRows.push([
        observerId,
        station.id,
        ngoId,
        county.id,
        number,
        iso(arrival),
        // A third are still at their station (the map's "present"); the rest left after counting.
        i % 3 === 0 ? null : iso(leave),
        r() < 0.6,
        r() < 0.55,
        iso(arrival + 600_000),
      ]);

      const depth = r();
      const formsDone = depth < 0.3 ? 1 : depth < 0.7 ? 2 : 3;
      let last = arrival;
      let flagged = 0;
      let count = 0;
      for (const form of forms.slice(0, formsDone)) {
        // Election day in local time (UTC+3): opening 7:00, voting until 21:00, counting after.
        const at =
          form.code === 'A'
            ? arrival + 1800_000
            : form.code === 'B'
              ? ELECTION_DAY + 2 * 3600_000 + Math.floor(r() * 10 * 3600_000)
              : ELECTION_DAY + 14 * 3600_000 + Math.floor(r() * 2 * 3600_000);
        last = Math.max(last, at);
        for (const qq of form.questions) {
          const unflagged = qq.options.filter((o) => !o.flagged);
          const flaggedOpts = qq.options.filter((o) => o.flagged);
          const irregular = r() < 0.03 && flaggedOpts.length > 0;
          const chosen = irregular ? [pick(r, flaggedOpts)] : unflagged.length > 0 ? [pick(r, unflagged)] : [pick(r, qq.options)];
          if (qq.type === 3 && irregular && r() < 0.4) {
            const extra = pick(r, flaggedOpts);
            if (!chosen.includes(extra)) chosen.push(extra);
          }
          for (const o of chosen) {
            const value = o.freeText
              ? pick(r, ['Ușa secției era încuiată', 'Lipsă lumină în cabină', 'Membru BESV absent', 'Conflict verbal la intrare'])
              : null;
            answerRows.push([observerId, station.id, o.id, qq.id, qq.formId, ngoId, county.id, o.flagged, value, iso(at)]);
            count++;
            if (o.flagged) flagged++;
          }
        }
      }
      const checklist = internationalAnswers(
        rInternational,
        international,
        { observerId, stationId: station.id, ngoId, countyId: county.id },
        iso(arrival + 2700_000),
      );
      answerRows.push(...checklist.rows);
      count += checklist.rows.length;
      flagged += checklist.flagged;
      if (checklist.rows.length > 0) last = Math.max(last, arrival + 2700_000);
      answersCount += count;
      const notesBefore = noteRows.length;

      if (r() < 0.6) {
        const form = forms[Math.floor(r() * formsDone)];
        const question = form ? pick(r, form.questions) : undefined;
        const nPhotos = photos.length > 0 && r() < 0.7 ? 1 + Math.floor(r() * 2) : 0;
        noteRows.push({
          observerId,
          ngoId,
          stationId: station.id,
          questionId: r() < 0.7 && question ? question.id : null,
          formId: null,
          text: pick(r, NOTE_TEXTS),
          at: iso(last + 300_000),
          photos: Array.from({ length: nPhotos }, () => pick(r, photos)),
        });
      }
      // A thread's lastModified is its latest check-in, answer or note (the note comes last).
      const threadChanged = noteRows.length > notesBefore ? (noteRows.at(-1)?.at ?? iso(last)) : iso(last);
      threadRows.push([observerId, station.id, ngoId, county.id, county.code, number, count, flagged, flagged > 0, threadChanged]);
    }
    const questionsByCode = new Map<string, LoadedQuestion>();
    const codes = new Map((await q.all<{ id: number; code: string }>('SELECT id, code FROM questions')).map((row) => [row.id, row.code]));
    for (const question of [...forms.flatMap((f) => f.questions), ...international])
      questionsByCode.set(codes.get(question.id) ?? '', question);
    const answersBefore = answerRows.length;
    await plantAnomalies(
      q,
      {
        observerId: (i) => observerIds.get(demoPhone(i)),
        ngoOf,
        counties,
        usedStations,
        questions: questionsByCode,
        electionDay: ELECTION_DAY,
      },
      { visits: visitRows, answers: answerRows, threads: threadRows, notes: noteRows },
    );
    answersCount += answerRows.length - answersBefore;
    await insertMany(q, 'station_visits', STATION_VISIT_COLUMNS, visitRows);
    await insertMany(q, 'answers', ANSWER_COLUMNS, answerRows);
    await insertMany(q, 'answer_threads', THREAD_COLUMNS, threadRows);

    for (const n of noteRows) {
      const formRow =
        n.questionId === null ? undefined : await q.get<{ form_id: number }>('SELECT form_id FROM questions WHERE id = ?', [n.questionId]);
      const noteId = await q.insert(
        'INSERT INTO notes (observer_id, ngo_id, polling_station_id, question_id, form_id, text, last_modified) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
        [n.observerId, n.ngoId, n.stationId, n.questionId, formRow?.form_id ?? null, n.text, n.at],
      );
      for (const photo of n.photos) {
        const storageName = `${crypto.randomUUID().replaceAll('-', '')}.jpg`;
        const src = path.join(assetsDir, photo);
        await files.store(storageName, fs.readFileSync(src), q);
        await q.run('INSERT INTO note_attachments (note_id, storage_name, content_type, original_name, size) VALUES (?, ?, ?, ?, ?)', [
          noteId,
          storageName,
          'image/jpeg',
          photo,
          fs.statSync(src).size,
        ]);
      }
      notesCount++;
    }

    // Counters and last-seen follow from the data just written.
    await q.run(`UPDATE observers SET
        stations_count = (SELECT COUNT(*) FROM station_visits v WHERE v.observer_id = observers.id),
        notes_count = (SELECT COUNT(*) FROM notes n WHERE n.observer_id = observers.id),
        last_seen = COALESCE((SELECT MAX(t.last_modified) FROM answer_threads t WHERE t.observer_id = observers.id), ''),
        device_register_date = (SELECT MIN(v.arrival_time) FROM station_visits v WHERE v.observer_id = observers.id)`);
    await q.run(`UPDATE observers SET last_seen = (SELECT MAX(n.last_modified) FROM notes n WHERE n.observer_id = observers.id)
      WHERE EXISTS (SELECT 1 FROM notes n WHERE n.observer_id = observers.id AND n.last_modified > observers.last_seen)`);
    await q.run(`INSERT INTO device_registrations (observer_id, channel_name, token, registered_at)
      SELECT id, 'Firebase', 'demo-device-token-' || CAST(id AS TEXT), device_register_date FROM observers WHERE device_register_date IS NOT NULL`);

    // Notification history.
    const staff = new Map(
      (await q.all<{ id: number; account: string; ngo_id: number }>('SELECT id, account, ngo_id FROM staff_accounts')).map((s) => [
        s.account,
        s,
      ]),
    );
    const messages: [string, string, string][] = [
      ['organizer', 'Bun venit!', 'Vă mulțumim că sunteți observatori. Verificați aplicația înainte de ziua votului.'],
      ['organizer', 'Deschiderea secțiilor', 'Vă rugăm să completați formularul A până la ora 8:00.'],
      ['ngoadmin', 'Întâlnire de instruire', 'Instruirea are loc sâmbătă la ora 10:00, online.'],
      ['organizer', 'Reminder formular B', 'Completați formularul B după ora 12:00.'],
      ['ngoadmin', 'Atenție la transportul organizat', 'Semnalați orice transport organizat de alegători.'],
      ['organizer', 'Numărarea voturilor', 'Rămâneți în secție până la afișarea procesului-verbal și completați formularul C.'],
      ['ngoadmin', 'Mulțumiri', 'Vă mulțumim pentru implicare!'],
    ];
    for (const [k, [account, title, body]] of messages.entries()) {
      const s = staff.get(account);
      if (!s) continue;
      const at = iso(ELECTION_DAY - (messages.length - k) * 3 * 3600_000);
      const nid = await q.insert(
        'INSERT INTO notifications (sender_staff_id, sender_account, sender_ngo_id, channel, from_name, title, body, inserted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
        [s.id, account, s.ngo_id, 'Firebase', 'Observatory', title, body, at],
      );
      // Alternate between "everyone in the NGO" and a handful of observers.
      if (k % 2 === 0) {
        await q.run(
          'INSERT INTO notification_recipients (notification_id, observer_id) SELECT ?, id FROM observers WHERE ngo_id = ? AND retired = 0',
          [nid, s.ngo_id],
        );
      } else {
        await q.run(
          'INSERT INTO notification_recipients (notification_id, observer_id) SELECT ?, id FROM observers WHERE ngo_id = ? AND retired = 0 ORDER BY id LIMIT 12',
          [nid, s.ngo_id],
        );
      }
    }
    // The history was delivered before the demo starts: sent to those with a device (two in
    // three of them read it), no device for the others. Nothing is left for the workers.
    await q.run(`UPDATE notification_recipients SET
        status = CASE WHEN EXISTS (SELECT 1 FROM device_registrations d WHERE d.observer_id = notification_recipients.observer_id)
          THEN 'sent' ELSE 'no_device' END,
        done_at = (SELECT n.inserted_at FROM notifications n WHERE n.id = notification_recipients.notification_id)`);
    await q.run(`UPDATE notification_recipients SET read_at = done_at WHERE status = 'sent' AND observer_id % 3 <> 0`);
    await rebuildAttention(q);
  });
  await db.tx((q) => recomputeCounts(q, db.dialect));
  return `${DEMO_OBSERVERS} observers, ${answersCount} answers, ${notesCount} notes`;
}
