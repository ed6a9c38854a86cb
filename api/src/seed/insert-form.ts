import type { Dialect, Queryable } from '../db/types.js';
import { saveContent } from '../services/forms.js';
import type { SeedForm } from './forms-data.js';

/** Inserts a published seed form and returns its id. */
export async function insertForm(q: Queryable, dialect: Dialect, f: SeedForm, draft = false): Promise<number> {
  const formId = await q.insert(
    'INSERT INTO forms (code, description, current_version, diaspora, draft, sort_order) VALUES (?, ?, 1, 0, ?, ?) RETURNING id',
    [f.code, f.description, draft, f.order],
  );
  await saveContent(
    q,
    dialect,
    formId,
    f.sections.map((s) => ({
      code: s.code,
      description: s.description,
      questions: s.questions.map((qq) => ({
        code: qq.code,
        text: qq.text,
        questionType: qq.type,
        optionsToQuestions: qq.options.map((o) => ({ text: o.text, isFreeText: o.freeText === true, flagged: o.flagged === true })),
      })),
    })),
  );
  return formId;
}

export interface LoadedQuestion {
  id: number;
  formId: number;
  type: number;
  options: { id: number; flagged: boolean; freeText: boolean; text: string }[];
}

export async function loadQuestions(q: Queryable, formId: number): Promise<LoadedQuestion[]> {
  const qs = await q.all<{ id: number; question_type: number }>('SELECT id, question_type FROM questions WHERE form_id = ? ORDER BY id', [
    formId,
  ]);
  const out: LoadedQuestion[] = [];
  for (const qq of qs) {
    const opts = await q.all<{ id: number; flagged: number; is_free_text: number; text: string }>(
      'SELECT id, flagged, is_free_text, text FROM question_options WHERE question_id = ? ORDER BY order_number',
      [qq.id],
    );
    out.push({
      id: qq.id,
      formId,
      type: qq.question_type,
      options: opts.map((o) => ({ id: o.id, flagged: o.flagged === 1, freeText: o.is_free_text === 1, text: o.text })),
    });
  }
  return out;
}
