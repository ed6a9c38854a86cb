import type { AnsweredRemoval } from '../api/types';
import type { EditorForm, EditorOption, EditorQuestion, EditorSection } from './formModel';

function insertAt<T>(items: readonly T[], item: T, index: number): T[] {
  const at = Math.min(Math.max(0, index), items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

const lockQuestion = (question: EditorQuestion, optionIds: ReadonlySet<number>): EditorQuestion => ({
  ...question,
  locked: true,
  options: question.options.map((option) =>
    option.optionId !== undefined && optionIds.has(option.optionId) ? { ...option, locked: true } : option,
  ),
});

/** The questions and options of `baseline` (the form as loaded) that a refused save named, as they were. */
export function describeRemoval(baseline: EditorForm, removal: AnsweredRemoval) {
  const questionIds = new Set(removal.questions);
  const optionIds = new Set(removal.options);
  const questions: EditorQuestion[] = [];
  const options: { question: EditorQuestion; option: EditorOption }[] = [];
  for (const section of baseline.sections) {
    for (const question of section.questions) {
      if (question.id !== undefined && questionIds.has(question.id)) {
        questions.push(question);
        continue;
      }
      for (const option of question.options)
        if (option.optionId !== undefined && optionIds.has(option.optionId)) options.push({ question, option });
    }
  }
  return { questions, options };
}

/**
 * Puts back what the API refused to remove because observers answered it (409), where it was in
 * the form as loaded, marked locked. Everything else the person changed stays as it is. A question
 * whose section was deleted comes back with that section.
 */
export function restoreAnswered(form: EditorForm, baseline: EditorForm, removal: AnsweredRemoval): EditorForm {
  const questionIds = new Set(removal.questions);
  const optionIds = new Set(removal.options);
  let sections: EditorSection[] = [...form.sections];
  const present = new Set(form.sections.flatMap((section) => section.questions.map((question) => question.id)));

  baseline.sections.forEach((baseSection, sectionIndex) => {
    baseSection.questions.forEach((baseQuestion, questionIndex) => {
      const id = baseQuestion.id;
      if (id === undefined) return;
      if (questionIds.has(id) && !present.has(id)) {
        const back = lockQuestion(baseQuestion, optionIds);
        const at = sections.findIndex((section) => section.id !== undefined && section.id === baseSection.id);
        if (at >= 0) {
          const target = sections[at] as EditorSection;
          sections[at] = { ...target, questions: insertAt(target.questions, back, questionIndex) };
        } else {
          sections = insertAt(sections, { ...baseSection, questions: [back] }, sectionIndex);
        }
        return;
      }
      baseQuestion.options.forEach((baseOption, optionIndex) => {
        if (baseOption.optionId === undefined || !optionIds.has(baseOption.optionId)) return;
        sections = sections.map((section) => ({
          ...section,
          questions: section.questions.map((question) => {
            if (question.id !== id || question.options.some((option) => option.optionId === baseOption.optionId)) return question;
            return { ...question, locked: true, options: insertAt(question.options, { ...baseOption, locked: true }, optionIndex) };
          }),
        }));
      });
    });
  });
  return { ...form, sections };
}
