import type { Queryable } from '../db/types.js';
import type { SectionDto, SectionInput } from './form-content.js';
import { HttpProblem } from '../http/problem.js';

/**
 * Answered items of a form are locked: the editor shows them so (`hasAnswers`), the list
 * explains why Delete is refused, and a save that would remove one is a 409 naming them.
 * Each check is one indexed probe of answers(option_id) per option.
 */

/** Ids of the form's options that at least one answer refers to. */
export async function answeredOptionIds(q: Queryable, formId: number): Promise<Set<number>> {
  const rows = await q.all<{ id: number }>(
    `SELECT o.id FROM question_options o JOIN questions q ON q.id = o.question_id
      WHERE q.form_id = ? AND EXISTS (SELECT 1 FROM answers a WHERE a.option_id = o.id)`,
    [formId],
  );
  return new Set(rows.map((r) => r.id));
}

/** Ids, among `formIds`, of forms with at least one answer. */
export async function answeredFormIds(q: Queryable, formIds: readonly number[]): Promise<Set<number>> {
  if (formIds.length === 0) return new Set();
  const rows = await q.all<{ form_id: number }>(
    `SELECT DISTINCT q.form_id FROM questions q JOIN question_options o ON o.question_id = q.id
      WHERE q.form_id IN (${formIds.map(() => '?').join(', ')}) AND EXISTS (SELECT 1 FROM answers a WHERE a.option_id = o.id)`,
    [...formIds],
  );
  return new Set(rows.map((r) => r.form_id));
}

export type LockedSection = Omit<SectionDto, 'questions'> & {
  questions: (Omit<SectionDto['questions'][number], 'optionsToQuestions'> & {
    hasAnswers: boolean;
    optionsToQuestions: (SectionDto['questions'][number]['optionsToQuestions'][number] & { hasAnswers: boolean })[];
  })[];
};

/** Marks each question and option with hasAnswers (a question has answers when an option has). */
export function markAnswered(sections: SectionDto[], answered: ReadonlySet<number>): LockedSection[] {
  return sections.map((s) => ({
    ...s,
    questions: s.questions.map((qu) => {
      const options = qu.optionsToQuestions.map((o) => ({ ...o, hasAnswers: answered.has(o.optionId) }));
      return { ...qu, hasAnswers: options.some((o) => o.hasAnswers), optionsToQuestions: options };
    }),
  }));
}

/**
 * Before saveContent: which existing questions and options the body would remove (the same
 * matching rules as saveContent: a question keeps its id when the body names it; an option
 * when the body names it under the same question), and refuses with 409 if any has answers.
 */
export async function refuseRemovingAnswered(q: Queryable, formId: number, sections: readonly SectionInput[]): Promise<void> {
  const answered = await answeredOptionIds(q, formId);
  if (answered.size === 0) return;
  const options = await q.all<{ id: number; question_id: number }>(
    'SELECT o.id, o.question_id FROM question_options o JOIN questions q ON q.id = o.question_id WHERE q.form_id = ?',
    [formId],
  );
  const questionOf = new Map(options.map((o) => [o.id, o.question_id]));
  const existingQuestions = new Set(options.map((o) => o.question_id));
  const keptQuestions = new Set<number>();
  const keptOptions = new Set<number>();
  for (const s of sections) {
    for (const qu of s.questions) {
      if (qu.id === undefined || !existingQuestions.has(qu.id)) continue;
      keptQuestions.add(qu.id);
      for (const o of qu.optionsToQuestions) if (o.id !== undefined && questionOf.get(o.id) === qu.id) keptOptions.add(o.id);
    }
  }
  const lostOptions = [...answered].filter((id) => !keptOptions.has(id)).sort((a, b) => a - b);
  if (lostOptions.length === 0) return;
  const lostQuestions = [...new Set(lostOptions.map((id) => questionOf.get(id) ?? 0))]
    .filter((id) => !keptQuestions.has(id))
    .sort((a, b) => a - b);
  const parts = [lostQuestions.length > 0 ? `questions ${lostQuestions.join(', ')}` : '', `options ${lostOptions.join(', ')}`].filter(
    (p) => p !== '',
  );
  throw new HttpProblem(409, `Questions and options that already have answers cannot be removed: ${parts.join('; ')}.`, {
    questions: lostQuestions,
    options: lostOptions,
  });
}
