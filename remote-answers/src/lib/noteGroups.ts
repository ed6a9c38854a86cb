import type { FormSection } from '@observatory/shared/model';
import type { Note } from '../api/types';

/** Notes placed for the answers view: under their question, or in the general list. */
export interface NoteGroups {
  readonly byQuestion: ReadonlyMap<number, readonly Note[]>;
  /** Notes whose form or question is not in the loaded data (spec section 4), or that name none. */
  readonly general: readonly Note[];
}

/**
 * Spec section 4: a note has no matching question when its form or question is missing from the
 * loaded data. Several notes on one question all stay (the original kept one per question).
 */
export function groupNotes(notes: readonly Note[], loadedForms: ReadonlyMap<number, readonly FormSection[]>): NoteGroups {
  const loadedQuestions = new Set<number>();
  for (const sections of loadedForms.values()) {
    for (const section of sections)
      for (const question of section.questions) if (question.id !== undefined) loadedQuestions.add(question.id);
  }
  const byQuestion = new Map<number, Note[]>();
  const general: Note[] = [];
  for (const note of notes) {
    if (note.questionId !== null && loadedQuestions.has(note.questionId)) {
      byQuestion.set(note.questionId, [...(byQuestion.get(note.questionId) ?? []), note]);
    } else {
      general.push(note);
    }
  }
  return { byQuestion, general };
}
