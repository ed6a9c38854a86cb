import { useId } from 'react';
import type { FormSection } from '@observatory/shared/model';
import type { CompletedAnswer, CompletedAnswerGroup, Note } from '../api/types';
import { QuestionAnswers } from './QuestionAnswers';

export interface FormAnswersProps {
  readonly sections: readonly FormSection[];
  /** What the observer answered, by question id. */
  readonly answered: ReadonlyMap<number, CompletedAnswerGroup>;
  /** Notes by question id, or null while notes are hidden. */
  readonly notes: ReadonlyMap<number, readonly Note[]> | null;
}

const NO_ANSWERS: ReadonlyMap<number, CompletedAnswer> = new Map();

function SectionAnswers({ section, answered, notes }: { readonly section: FormSection } & Omit<FormAnswersProps, 'sections'>) {
  const headingId = useId();
  return (
    <section className="obs-answers-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="obs-answers-subheading">
        <bdi>{section.description}</bdi>
      </h3>
      <ol className="obs-answers-questions">
        {section.questions.map((question, index) => {
          const group = question.id === undefined ? undefined : answered.get(question.id);
          const answers = group ? new Map(group.answers.map((answer) => [answer.optionId, answer])) : NO_ANSWERS;
          return (
            <li key={question.id ?? index}>
              <QuestionAnswers
                question={question}
                answers={answers}
                notes={notes && question.id !== undefined ? (notes.get(question.id) ?? []) : null}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** One form's sections and questions, with what the observer answered. */
export function FormAnswers({ sections, answered, notes }: FormAnswersProps) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionAnswers key={section.id ?? index} section={section} answered={answered} notes={notes} />
      ))}
    </>
  );
}
