import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Sqlite as Database } from '../src/db/sqlite-driver.js';
import { DIALECT } from './helpers.js';
import { freePort, startApiProcess, waitExit } from './support/processes.js';

async function startProcess(dataDir: string, port: number): Promise<ChildProcess> {
  return (await startApiProcess({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' })).child;
}

const json = (token: string | undefined, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

describe('durability (SQLite, synchronous=FULL)', { skip: DIALECT !== 'sqlite' }, () => {
  test('kill -9 during concurrent writes loses no acknowledged write', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = await startProcess(dataDir, port);
    try {
      const login = async (user: string, password: string, fcmToken?: string) =>
        (
          (await (await fetch(`${base}/api/v2/access/authorize`, json(undefined, { user, password, fcmToken }))).json()) as {
            access_token: string;
          }
        ).access_token;
      const org = await login('organizer', 'Organizer#2026');
      const questions = Array.from({ length: 10 }, (_, i) => ({
        code: `Q${i}`,
        text: `Question ${i}`,
        questionType: 1,
        optionsToQuestions: [{ text: 'Yes' }, { text: 'No', flagged: true }],
      }));
      const formId = (await (
        await fetch(
          `${base}/api/v1/form`,
          json(org, { code: 'A', description: 'Crash', draft: false, formSections: [{ code: 'S', description: '', questions }] }),
        )
      ).json()) as number;
      const sections = (await (await fetch(`${base}/api/v1/form/${formId}`, { headers: { authorization: `Bearer ${org}` } })).json()) as {
        questions: { id: number; optionsToQuestions: { optionId: number }[] }[];
      }[];
      const qs = sections[0]!.questions;
      const writers = 20;
      const tokens: string[] = [];
      for (let i = 0; i < writers; i++) {
        const phone = `07500000${String(i).padStart(2, '0')}`;
        const r = await fetch(`${base}/api/v1/observer`, json(org, { phone, pin: '1234', name: `Writer ${i}` }));
        assert.equal(r.status, 200);
        tokens.push(await login(phone, '1234', `device-${i}`));
      }

      let acked = 0;
      let stop = false;
      const loops = tokens.map(async (token) => {
        for (let station = 1; station <= 1281 && !stop; station++) {
          const answers = qs.map((q) => ({
            questionId: q.id,
            countyCode: 'B',
            pollingStationNumber: station,
            options: [{ optionId: q.optionsToQuestions[station % 2]!.optionId }],
          }));
          try {
            const r = await fetch(`${base}/api/v1/answers`, json(token, { answers }));
            if (r.status === 200) acked++;
            else return;
          } catch {
            return; // the server died under us: this request was not acknowledged
          }
        }
      });
      await new Promise((r) => setTimeout(r, 2500));
      const killed = waitExit(child);
      child.kill('SIGKILL');
      stop = true;
      await killed;
      await Promise.all(loops);
      assert.ok(acked >= 5, `only ${acked} batches acknowledged`);

      const db = new Database(path.join(dataDir, 'observatory.sqlite'));
      const integrity = (db.prepare('PRAGMA integrity_check').get() as Record<string, string>).integrity_check;
      const rows = (db.prepare('SELECT COUNT(*) AS n FROM answers').get() as { n: number }).n;
      const threads = (db.prepare('SELECT COUNT(*) AS n FROM answer_threads').get() as { n: number }).n;
      db.close();
      assert.equal(integrity, 'ok');
      assert.ok(rows >= acked * 10, `rows ${rows} < acknowledged ${acked} x 10`);
      assert.ok(threads >= acked);

      // Restart on the same data: sessions survive (the secret is kept in DATA_DIR), data is there.
      child = await startProcess(dataDir, port);
      const list = (await (await fetch(`${base}/api/v1/answers?pageSize=1`, { headers: { authorization: `Bearer ${org}` } })).json()) as {
        totalItems: number;
      };
      assert.ok(list.totalItems >= acked);

      // SIGTERM: stops cleanly within the 10 s budget.
      const t0 = Date.now();
      const exited = waitExit(child);
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      assert.ok(Date.now() - t0 < 10_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
