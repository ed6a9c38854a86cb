import pg from 'pg';
import type { Dialect, Queryable } from '../db/types.js';

export interface QuestionMeta {
  id: number;
  formId: number;
  type: number;
  draft: boolean;
  options: Map<number, { flagged: number; isFreeText: boolean }>;
}

/**
 * Question definitions for answer submissions, the hottest write path. Entries are dropped
 * whenever a form is written: by this instance at once, and on PostgreSQL by every other
 * instance when the writing transaction commits (NOTIFY, see listenForFormChanges). They
 * expire after a few seconds anyway, in case a notification is missed (connection lost).
 */
const TTL_MS = 5000;
const cache = new Map<number, { at: number; meta: QuestionMeta | null }>();

export function invalidateQuestions(): void {
  cache.clear();
}

export async function questionMeta(q: Queryable, questionId: number): Promise<QuestionMeta | null> {
  const hit = cache.get(questionId);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.meta;
  const row = await q.get<{ id: number; form_id: number; question_type: number; draft: number }>(
    'SELECT q.id, q.form_id, q.question_type, f.draft FROM questions q JOIN forms f ON f.id = q.form_id WHERE q.id = ?',
    [questionId],
  );
  let meta: QuestionMeta | null = null;
  if (row) {
    const opts = await q.all<{ id: number; flagged: number; is_free_text: number }>(
      'SELECT id, flagged, is_free_text FROM question_options WHERE question_id = ?',
      [row.id],
    );
    meta = {
      id: row.id,
      formId: row.form_id,
      type: row.question_type,
      draft: row.draft === 1,
      options: new Map(opts.map((o) => [o.id, { flagged: o.flagged, isFreeText: o.is_free_text === 1 }])),
    };
  }
  if (cache.size > 20_000) cache.clear();
  cache.set(questionId, { at: now, meta });
  return meta;
}

const CHANNEL = 'observatory_forms';

/** Inside a form-writing transaction: on PostgreSQL, tells every instance at commit. */
export async function notifyFormsChanged(q: Queryable, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await q.get(`SELECT pg_notify('${CHANNEL}', '') AS sent`);
}

/**
 * Listens on a dedicated connection for other instances' form writes and drops the cache on
 * each; reconnects after a lost connection (dropping the cache then too, as notifications may
 * have been missed). Returns the function that stops listening.
 */
export async function listenForFormChanges(url: string, schema: string | undefined): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    if (!stopped) retry = setTimeout(() => connect().catch(schedule), 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    c.on('notification', () => invalidateQuestions());
    c.on('error', () => {
      invalidateQuestions();
      c.end().catch(() => undefined);
      if (client === c) client = undefined;
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
    invalidateQuestions();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
