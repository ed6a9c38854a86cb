import type { Queryable } from '../db/types.js';

export interface QuestionMeta {
  id: number;
  formId: number;
  type: number;
  draft: boolean;
  options: Map<number, { flagged: number; isFreeText: boolean }>;
}

/**
 * Question definitions for answer submissions, the hottest write path. Entries are
 * dropped whenever a form is written (this process serves the API alone) and expire
 * after a few seconds anyway, so a change made elsewhere is seen quickly.
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
