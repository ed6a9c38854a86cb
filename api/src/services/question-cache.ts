import type { Db, Dialect, Queryable } from '../db/types.js';
import { announceChange } from '../db/changes.js';

export interface QuestionMeta {
  id: number;
  formId: number;
  type: number;
  draft: boolean;
  options: Map<number, { flagged: number; isFreeText: boolean }>;
}

/**
 * Question definitions for answer submissions, the hottest write path, remembered per database.
 * Entries are dropped whenever a form is written: by this instance at once, and on PostgreSQL by
 * every other instance when the writing transaction commits (NOTIFY, see db/changes.ts). They
 * expire after a few seconds anyway, in case a notification is missed (connection lost).
 * Requests that miss together share one read (an expiry under load is one read, not fifty).
 */
const TTL_MS = 5000;
type Entry = { at: number; meta: Promise<QuestionMeta | null> };
const caches = new WeakMap<Db, Map<number, Entry>>();

export function invalidateQuestions(db: Db): void {
  caches.get(db)?.clear();
}

export function questionMeta(db: Db, questionId: number): Promise<QuestionMeta | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(questionId);
  const now = Date.now();
  if (hit && now - hit.at < TTL_MS) return hit.meta;
  if (cache.size > 20_000) cache.clear();
  const entry: Entry = { at: now, meta: readQuestion(db, questionId) };
  cache.set(questionId, entry);
  // A failed read is not remembered.
  entry.meta.catch(() => {
    if (cache.get(questionId) === entry) cache.delete(questionId);
  });
  return entry.meta;
}

async function readQuestion(db: Db, questionId: number): Promise<QuestionMeta | null> {
  const row = await db.get<{ id: number; form_id: number; question_type: number; draft: number }>(
    'SELECT q.id, q.form_id, q.question_type, f.draft FROM questions q JOIN forms f ON f.id = q.form_id WHERE q.id = ?',
    [questionId],
  );
  if (!row) return null;
  const opts = await db.all<{ id: number; flagged: number; is_free_text: number }>(
    'SELECT id, flagged, is_free_text FROM question_options WHERE question_id = ?',
    [row.id],
  );
  return {
    id: row.id,
    formId: row.form_id,
    type: row.question_type,
    draft: row.draft === 1,
    options: new Map(opts.map((o) => [o.id, { flagged: o.flagged, isFreeText: o.is_free_text === 1 }])),
  };
}

/** Inside a form-writing transaction: on PostgreSQL, tells every instance at commit. */
export async function notifyFormsChanged(q: Queryable, dialect: Dialect): Promise<void> {
  await announceChange(q, dialect, 'forms');
}
