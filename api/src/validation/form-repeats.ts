import type { FieldIssues } from '../http/problem.js';

/** The part of a form body the repeat check reads (ids already resolved: absent = new). */
export interface RepeatCheckSection {
  id?: number | undefined;
  code: string;
  questions: {
    id?: number | undefined;
    code: string;
    optionsToQuestions: { id?: number | undefined }[];
  }[];
}

/**
 * Repeated section, question or option ids, and repeated section or question codes within the
 * form (codes compared trimmed and case-insensitively: "b1" repeats "B1"). Each repeat after
 * the first is named by its wire path, e.g. `formSections[1].code`. Empty when there is none.
 */
export function formRepeats(sections: readonly RepeatCheckSection[]): FieldIssues {
  const errors: FieldIssues = {};
  const seen = {
    sectionId: new Set<number>(),
    sectionCode: new Set<string>(),
    questionId: new Set<number>(),
    questionCode: new Set<string>(),
    optionId: new Set<number>(),
  };
  const once = <T>(set: Set<T>, value: T, key: string, message: string) => {
    const code = key.endsWith('.code') ? 'repeated_code' : 'repeated_id';
    if (set.has(value)) (errors[key] ??= []).push({ code, message });
    set.add(value);
  };
  const codeKey = (code: string) => code.trim().toLocaleLowerCase('ro-RO');
  for (const [si, s] of sections.entries()) {
    const sPath = `formSections[${si}]`;
    if (isSavedId(s.id)) once(seen.sectionId, s.id, `${sPath}.id`, `Repeated section id ${s.id}.`);
    once(seen.sectionCode, codeKey(s.code), `${sPath}.code`, `Repeated section code "${s.code}".`);
    for (const [qi, q] of s.questions.entries()) {
      const qPath = `${sPath}.questions[${qi}]`;
      if (isSavedId(q.id)) once(seen.questionId, q.id, `${qPath}.id`, `Repeated question id ${q.id}.`);
      once(seen.questionCode, codeKey(q.code), `${qPath}.code`, `Repeated question code "${q.code}".`);
      for (const [oi, o] of q.optionsToQuestions.entries()) {
        if (isSavedId(o.id)) once(seen.optionId, o.id, `${qPath}.optionsToQuestions[${oi}].optionId`, `Repeated option id ${o.id}.`);
      }
    }
  }
  return errors;
}

/** Ids of saved items are positive; a client may mark new items with 0 or negative ids. */
const isSavedId = (id: number | undefined): id is number => id !== undefined && id > 0;
